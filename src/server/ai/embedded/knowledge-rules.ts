import type { KnowledgeEntry } from '../engine';
import type { Tier } from './pricing';

// What the embedded engine can apply from shop knowledge and app guidelines written in plain
// words: a parts tier ('use premium/OE parts'), extra work to offer ('offer X with Y') and lines
// to keep as suggestions ('quote X as a suggestion'). Learned items are written in these forms.

export type KnowledgeRules = {
  tier?: { tier: Tier; entry: KnowledgeEntry };
  offers: Array<{ what: string; entry: KnowledgeEntry }>;
  suggestOnly: Array<{ what: string; entry: KnowledgeEntry }>;
};

export function readKnowledgeRules(entries: KnowledgeEntry[]): KnowledgeRules {
  const rules: KnowledgeRules = { offers: [], suggestOnly: [] };
  for (const entry of entries) {
    const text = `${entry.title}. ${entry.description}`.toLowerCase();
    if (!rules.tier) {
      if (/\b(economy|budget|value|cheap\w*|lowest[- ]cost)\b[\w\s-]{0,20}\bparts?\b/.test(text))
        rules.tier = { tier: 'economy', entry };
      else if (/\b(premium|oe|oem|genuine|dealer|factory)\b[\w\s-]{0,20}\bparts?\b/.test(text))
        rules.tier = { tier: 'premium', entry };
    }
    for (const m of text.matchAll(
      /\b(?:always\s+)?(?:offer|suggest|recommend)\s+(?:an?\s+|the\s+)?(.{3,60}?)\s+(?:with|on|alongside|together with)\b/g,
    ))
      rules.offers.push({ what: m[1]!, entry });
    for (const m of text.matchAll(/\bquote\s+(?:an?\s+|the\s+)?(.{3,60}?)\s+as\s+a\s+suggestion\b/g))
      rules.suggestOnly.push({ what: m[1]!, entry });
  }
  return rules;
}
