"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { settingsMessages } from "@/lib/validation/settings-values";

/**
 * Spec 3 §8 'Settings load': shown when a section fell back to the defaults. Several sections may fail at once; the
 * fixed toast id makes sonner show one toast for all of them.
 */
export function LoadErrorToast() {
  useEffect(() => {
    toast.error(settingsMessages.loadErrorTitle, {
      id: "settings-load-error",
      description: settingsMessages.loadErrorMessage,
    });
  }, []);
  return null;
}
