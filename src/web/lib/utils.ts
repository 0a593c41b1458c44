import { type ClassValue, clsx } from 'clsx';

type MergeClasses = (classes: string) => string;

// tailwind-merge (about 9 kB gzipped) lets a className win over a primitive's own class (a px-2
// over its px-4). The app's entry installs it before rendering; the account pages' entry does not
// (decision 026), so they pass no class that conflicts with a primitive's: auth-classes.test.tsx
// checks their markup.
let mergeClasses: MergeClasses = (classes) => classes;

export function installClassMerge(merge: MergeClasses) {
  mergeClasses = merge;
}

export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
