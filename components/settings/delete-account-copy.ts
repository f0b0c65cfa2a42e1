/**
 * Spec 1 §2 /delete-info: what deletion removes. Kept outside the "use client" dialog so that server components
 * (e.g. the public /delete-info page) can import the same list as a plain array rather than a client reference.
 */
export const DELETED_DATA = [
  "Mood and emotional data",
  "Partner check-ins and messages",
  "Ritual history and preferences",
  "Profile info",
  "Subscription and billing data",
] as const;
