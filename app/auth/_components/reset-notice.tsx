export function ResetNotice() {
  return (
    <p role="status" className="mb-4 rounded-lg bg-brand-50 p-3 text-sm">
      Your password has been updated. Sign in with your new password.
    </p>
  );
}
