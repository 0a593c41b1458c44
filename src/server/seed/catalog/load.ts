import { readFileSync } from 'node:fs';
import type { z } from 'zod';

// The catalogue's data files are read once, when the seed's modules load, and checked against their
// schemas there: a bad entry stops the seed (and the server's start) with the file and the entry
// named, rather than surfacing as a wrong quote later.

/** The identity shown for an entry in an error, from the first of these fields it has. */
const ENTRY_KEYS = ['smartJobId', 'vin', 'name', 'partTypeId', 'city'];

export class CatalogDataError extends Error {
  override name = 'CatalogDataError';
}

const readDataFile = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

/** A JSON data file of this folder (path relative to it), checked against its schema. */
export function loadCatalogJson<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  return parseCatalogJson(file, readDataFile(file), schema);
}

/** A CSV data file of this folder (header line, then one entry a line), each row checked. */
export function loadCatalogCsv<S extends z.ZodType>(file: string, rowSchema: S): Array<z.output<S>> {
  return parseCatalogCsv(file, readDataFile(file), rowSchema);
}

export function parseCatalogJson<S extends z.ZodType>(file: string, text: string, schema: S): z.output<S> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CatalogDataError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  ${describePath(data, issue.path)}: ${issue.message}`,
  );
  throw new CatalogDataError(`${file} has invalid entries:\n${problems.join('\n')}`);
}

/** 'jobs[3] (BRK-0004).parts[0] (Disc Brake Pad Set, Front).retail': the path, naming each entry. */
function describePath(data: unknown, path: PropertyKey[]): string {
  let text = '';
  let node = data;
  for (const key of path) {
    node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    if (typeof key === 'number') {
      text += `[${key}]`;
      const label = entryLabel(node);
      if (label) text += ` (${label})`;
    } else {
      text += text ? `.${String(key)}` : String(key);
    }
  }
  return text || '(file)';
}

function entryLabel(entry: unknown): string | undefined {
  if (!entry || typeof entry !== 'object') return undefined;
  const record = entry as Record<string, unknown>;
  const key = ENTRY_KEYS.find((k) => typeof record[k] === 'string' || typeof record[k] === 'number');
  return key === undefined ? undefined : String(record[key]);
}

export function parseCatalogCsv<S extends z.ZodType>(
  file: string,
  text: string,
  rowSchema: S,
): Array<z.output<S>> {
  const [header = '', ...lines] = text.replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n');
  const columns = splitCsvLine(header);
  const problems: string[] = [];
  const rows = lines.map((line, index) => {
    const where = `line ${index + 2}`;
    const cells = splitCsvLine(line);
    if (cells.length !== columns.length) {
      problems.push(`  ${where}: ${cells.length} cells where the header names ${columns.length}`);
      return undefined;
    }
    const record = Object.fromEntries(columns.map((column, c) => [column, cells[c]]));
    const result = rowSchema.safeParse(record);
    if (result.success) return result.data;
    const label = entryLabel(record);
    for (const issue of result.error.issues) {
      const at = issue.path.length > 0 ? ` ${issue.path.map(String).join('.')}` : '';
      problems.push(`  ${where}${label ? ` (${label})` : ''}${at}: ${issue.message}`);
    }
    return undefined;
  });
  if (problems.length > 0) throw new CatalogDataError(`${file} has invalid rows:\n${problems.join('\n')}`);
  return rows as Array<z.output<S>>;
}

/** The cells of one CSV line: comma-separated, a cell in double quotes may hold commas and "" quotes. */
function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}
