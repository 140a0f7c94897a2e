import {
  DashboardSchema,
  envelopeOf,
  GgrReportQuerySchema,
  GgrReportSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../platform/csv.ts';
import { reportsPolicy } from './reports.policy.ts';
import type { ReportsService } from './reports.service.ts';

const tags = ['admin'];
const access = { access: { operator: reportsPolicy.read } };

/** The back office's dashboard and GGR/NGR reports, JSON for the screens and CSV for spreadsheets. */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (
  app,
  { reports },
) => {
  app.get(
    '/admin/dashboard',
    { schema: { tags, response: { 200: envelopeOf(DashboardSchema) } }, config: access },
    async (request) => request.ok(await reports.dashboard()),
  );

  app.get(
    '/admin/reports/ggr',
    {
      schema: {
        tags,
        querystring: GgrReportQuerySchema,
        response: { 200: envelopeOf(GgrReportSchema) },
      },
      config: access,
    },
    async (request) => request.ok(await reports.ggrReport(request.query)),
  );

  app.get(
    '/admin/reports/ggr.csv',
    { schema: { tags, querystring: GgrReportQuerySchema, produces: ['text/csv'] }, config: access },
    async (request, reply) => {
      const { filename, csv } = await reports.ggrCsv(request.query);
      return sendCsv(reply, filename, csv);
    },
  );
};
