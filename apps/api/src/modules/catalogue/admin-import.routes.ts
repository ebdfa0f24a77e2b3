import { ErrorResponseSchema } from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffTokenGuard } from '#api/http/authenticate.ts';
import { RATE_LIMITS } from '#api/http/rate-limits.ts';
import type { ImportSource, ImportSummary } from './import/import-catalogue.ts';

/** The import, as the app wires it: into the running server's catalogue, then what follows from it. */
export type ImportFiles = (sources: ImportSource[], report: (line: string) => void) => Promise<ImportSummary>;

/** Enough for a region's tracks with their lines; the whole country goes through `npm run import`. */
export const ADMIN_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

const ImportBodySchema = z.object({
  files: z
    .array(z.object({ name: z.string().min(1).max(200), content: z.string().min(1) }))
    .min(1, 'Send at least one file.')
    .max(20, 'Send at most 20 files at a time.'),
});

const errors = {
  400: ErrorResponseSchema,
  403: ErrorResponseSchema,
  413: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/**
 * `npm run import` for a running server: with the embedded database no command may open the
 * data folder while the server holds it, so staff send DOC files through the server itself. The
 * tracks' lines are the snap-to-path network, which is built again at once. Registered only
 * with ADMIN_API_TOKEN.
 */
export function adminImportRoutes(importFiles: ImportFiles, adminApiToken: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/admin/import',
      {
        preValidation: staffTokenGuard(adminApiToken),
        bodyLimit: ADMIN_IMPORT_MAX_BYTES,
        config: { rateLimit: RATE_LIMITS.staff },
        schema: {
          summary: 'Import DOC catalogue files into the running server (staff only)',
          tags: ['staff'],
          security: [{ bearer: [] }],
          body: ImportBodySchema,
          response: {
            200: z.object({
              tracks: z.number().int(),
              huts: z.number().int(),
              campsites: z.number().int(),
              highlights: z.number().int(),
              rejected: z.number().int(),
              failedFiles: z.number().int(),
              problems: z.array(z.string()),
            }),
            ...errors,
          },
        },
      },
      async (request) => {
        const problems: string[] = [];
        const summary = await importFiles(
          request.body.files.map(({ name, content }) => ({ file: name, content })),
          (line) => problems.push(line),
        );
        return { ...summary, problems: problems.slice(0, 100) };
      },
    );
  };
}
