/** Spec 1 §2 "Invite acceptance", loading view. */
export default function ValidatingInvitation() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md items-center justify-center px-4">
      <p role="status" className="text-muted">
        Validating invitation...
      </p>
    </main>
  );
}
