// The repair-order page an emulator serves where the real system's web app shows the RO, so the
// 'View RO #… in …' links of the demo open something that shows what was written.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function repairOrderPage(page: {
  system: string;
  number: number | string;
  subtitle: string;
  sections: Array<{ heading: string; lines: string[] }>;
}): string {
  const sections = page.sections
    .map(
      (section) =>
        `<section><h2>${escapeHtml(section.heading)}</h2>${
          section.lines.length
            ? `<ul>${section.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
            : '<p class="empty">Nothing yet.</p>'
        }</section>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>RO #${escapeHtml(String(page.number))} · ${escapeHtml(page.system)} emulator</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:48rem;padding:0 1rem;color:#0f172a}
h1{font-size:1.4rem;margin:0}.sub{color:#475569;margin:.25rem 0 1.5rem}section{border:1px solid #e2e8f0;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem}
h2{font-size:1rem;margin:0 0 .5rem}ul{margin:0;padding-left:1.2rem;white-space:pre-wrap}.empty{color:#64748b;margin:0}.tag{font-size:.75rem;background:#fef3c7;border-radius:.25rem;padding:.1rem .4rem;margin-left:.5rem}</style></head>
<body><h1>Repair order #${escapeHtml(String(page.number))}<span class="tag">${escapeHtml(page.system)} emulator</span></h1><p class="sub">${escapeHtml(page.subtitle)}</p>${sections}</body></html>`;
}
