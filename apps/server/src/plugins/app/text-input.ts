import fp from 'fastify-plugin';
import { invalid } from '@jobflow/contract';
import { NUL_MESSAGE, nulFields } from '../../lib/nul.ts';

/** Refuses JSON bodies and query strings carrying U+0000 (422, one message per field); multipart fields are checked in readMultipart. */
export const textInputPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (req) => {
      const paths = [...nulFields(req.query), ...(req.isMultipart() ? [] : nulFields(req.body))];
      if (paths.length) throw invalid(Object.fromEntries(paths.map((p) => [p, [NUL_MESSAGE]])));
    });
  },
  { name: 'text-input' },
);
