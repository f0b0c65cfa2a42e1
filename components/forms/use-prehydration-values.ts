"use client";

import { useEffect, useRef } from "react";
import { adoptPrehydrationValues } from "./prehydration-values";

/**
 * The ref for a form whose fields may have been typed into before its code arrived: once hydrated, what the browser
 * holds goes to `setters` (by field id) and the form is marked `data-hydrated` (see adoptPrehydrationValues). The
 * setters are read once, on mount: state setters never change.
 */
export function usePrehydrationValues(setters: Record<string, (value: string) => void>) {
  const formRef = useRef<HTMLFormElement>(null);
  const initial = useRef(setters);
  useEffect(() => adoptPrehydrationValues(formRef.current, initial.current), []);
  return formRef;
}
