type LearnedItem = { id: string; kind: string; title: string; description: string };

/** The four things the analysis looks for, by the kind the server tags each finding with. */
export const LEARNING_TOPICS: Record<string, string> = {
  question: 'Common customer questions and concerns',
  response: 'Effective response patterns',
  improvement: 'Areas for improvement',
  satisfaction: 'Customer satisfaction indicators',
};

/** The rules a learn run kept, grouped under their topic, or why it kept none. */
export function LearnedItems({ items, reason }: { items: LearnedItem[]; reason: string | null }) {
  if (items.length === 0) {
    return (
      <p className="text-sm text-slate-700">{reason ?? 'Nothing was learned from this conversation.'}</p>
    );
  }
  // Known topics in their fixed order, then any kind the server adds later.
  const kinds = [...new Set([...Object.keys(LEARNING_TOPICS), ...items.map((item) => item.kind)])].filter(
    (kind) => items.some((item) => item.kind === kind),
  );
  return (
    <div className="space-y-4">
      {kinds.map((kind) => (
        <section key={kind} aria-labelledby={`learned-${kind}`}>
          <h3 id={`learned-${kind}`} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {LEARNING_TOPICS[kind] ?? kind}
          </h3>
          <ul className="mt-1.5 space-y-2">
            {items
              .filter((item) => item.kind === kind)
              .map((item) => (
                <li
                  key={item.id}
                  className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
                >
                  <p className="font-medium text-slate-900">{item.title}</p>
                  <p className="mt-0.5 text-slate-700">{item.description}</p>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
