// The assistant's message as an advisor reads it at the counter: a few plain sentences, then
// what the shop's notes and the app's guidelines ask of the advisor as a short checklist. Both
// engines write it this way.

const CHECKLIST_HEADING = 'Before you send it:';

/** The message with its checklist under it, each item once (none: the message as it is). */
export function withChecklist(reply: string, items: readonly string[]): string {
  const unique = items
    .map((item) => item.trim().replace(/[.;:]+$/, ''))
    .filter((item, i, all) => item && all.findIndex((x) => x.toLowerCase() === item.toLowerCase()) === i);
  return unique.length
    ? `${reply}\n\n${CHECKLIST_HEADING}\n${unique.map((item) => `• ${item}`).join('\n')}`
    : reply;
}
