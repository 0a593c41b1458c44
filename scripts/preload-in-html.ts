// A Vite plugin that lists, in index.html, a `<link rel="modulepreload">` for each chunk the given
// modules need (their chunk and its static imports): what every page of the app runs first. The
// browser then asks for them while it reads the HTML, instead of the entry's script adding one
// link per chunk at run time (a task of its own per page, and later). The account pages'
// account.html is left as it is (decision 026).
import type { Plugin } from 'vite';

type Chunk = { fileName: string; imports: string[]; facadeModuleId: string | null; type: 'chunk' };

export function preloadInHtml(page: string, modules: string[]): Plugin {
  return {
    name: 'preload-in-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !context.filename.endsWith(page)) return;
        const chunks = Object.values(context.bundle).filter(
          (output): output is Chunk & typeof output => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (chunk: Chunk | undefined) => {
          if (!chunk || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const file of chunk.imports) visit(byFile.get(file));
        };
        for (const module of modules) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`preload-in-html: no chunk for ${module}`);
          visit(chunk);
        }
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
