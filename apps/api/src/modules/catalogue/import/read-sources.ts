import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ImportSource } from './import-catalogue.ts';

export type ReadSources = { sources: ImportSource[]; problems: string[] };

/**
 * The files named on the command line; a directory stands for every file directly in it
 * (hidden files aside). Write order is decided later from the content, not from here.
 */
export async function readSources(paths: string[]): Promise<ReadSources> {
  const sources: ImportSource[] = [];
  const problems: string[] = [];
  const readOne = async (file: string) => {
    sources.push({ file, content: await readFile(file, 'utf8') });
  };
  for (const given of paths) {
    let info;
    try {
      info = await stat(given);
    } catch {
      problems.push(`skipped ${given}: no such file or directory`);
      continue;
    }
    if (info.isDirectory()) {
      const names = (await readdir(given, { withFileTypes: true }))
        .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
        .map((entry) => entry.name)
        .sort();
      for (const name of names) await readOne(path.join(given, name));
    } else {
      await readOne(given);
    }
  }
  return { sources, problems };
}
