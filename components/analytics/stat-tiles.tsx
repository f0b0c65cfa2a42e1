/** A row of figures with their labels, read as a description list ("Taken: 3"). */
export function StatTiles({ items }: { items: readonly { label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl bg-brand-50 px-4 py-3">
          <dt className="text-xs font-medium text-muted">{item.label}</dt>
          <dd className="mt-1 text-xl font-semibold">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
