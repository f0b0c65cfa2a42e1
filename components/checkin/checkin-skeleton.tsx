/** Placeholder for the partner check-in while the partner loads (spec 2 §2.3): the form's shape, announced once. */
export function CheckinSkeleton() {
  const bar = "animate-pulse rounded-lg bg-brand-100 motion-reduce:animate-none";
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <p role="status" className="sr-only">
        Loading your partner&apos;s details...
      </p>
      <div aria-hidden className="space-y-6" data-testid="checkin-skeleton">
        <div className="space-y-2">
          <div className={`${bar} h-8 w-3/4`} />
          <div className={`${bar} h-4 w-1/2`} />
        </div>
        <div className={`${bar} h-16 w-full`} />
        <div className="space-y-4 rounded-2xl border border-brand-100 bg-white p-6">
          <div className={`${bar} h-4 w-1/3`} />
          <div className={`${bar} h-6 w-full`} />
          <div className={`${bar} h-4 w-1/3`} />
          <div className={`${bar} h-10 w-full`} />
          <div className={`${bar} h-20 w-full`} />
          <div className={`${bar} h-12 w-full`} />
        </div>
      </div>
    </div>
  );
}
