export default function PreviewNotFound() {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Nothing to preview</h1>
      <p className="mt-3 text-slate-600">This item does not exist or is in the trash.</p>
      <p className="mt-6">
        <a href="/dashboard" className="font-semibold text-brand-700 underline underline-offset-4">
          Back to the dashboard
        </a>
      </p>
    </main>
  );
}
