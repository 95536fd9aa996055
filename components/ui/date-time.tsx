const FORMATS = {
  date: new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" }),
  dateTime: new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" }),
};

/** A machine-readable <time> element with a short human date; a dash when there is no date. */
export function DateTime({ value, withTime = false }: { value: Date | string | null | undefined; withTime?: boolean }) {
  if (!value) return <span className="text-slate-400">—</span>;
  const date = new Date(value);
  return <time dateTime={date.toISOString()}>{FORMATS[withTime ? "dateTime" : "date"].format(date)}</time>;
}
