import { useId } from 'react';
import { ADMIN_SECTIONS } from '../admin-sections';
import { AdminLinkCard } from './admin-link-card';

/** The admin home's cards under their headings: Management, Content, System and Legacy. */
export function AdminSectionsGrid() {
  const id = useId();
  return (
    <div className="space-y-8">
      {ADMIN_SECTIONS.map((section) => (
        <section key={section.heading} aria-labelledby={`${id}-${section.heading}`}>
          <h2 id={`${id}-${section.heading}`} className="mb-3 text-sm font-semibold text-slate-700">
            {section.heading}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {section.links.map((link) => (
              <li key={link.to} className="flex">
                <AdminLinkCard link={link} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
