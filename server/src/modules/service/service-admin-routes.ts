import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import {
  PhoneTicketSchema,
  ServiceHolidayInputSchema,
  ServiceHolidayListSchema,
  ServiceHolidayParamsSchema,
  ServiceHolidaySchema,
  TicketAssignSchema,
  TicketDetailSchema,
  TicketIdParamsSchema,
  TicketListQuerySchema,
  TicketListSchema,
  TicketNoteSchema,
  TicketPhotoAdminParamsSchema,
  TicketPriorityChangeSchema,
  TicketStatusChangeSchema,
} from "@urjavolt/contract/service";
import { SlaPolicyListSchema, SlaPolicyUpdateSchema } from "@urjavolt/contract/service-sla";
import { UnitCreateSchema, UnitListQuerySchema, UnitListSchema, UnitRecordSchema, UnitSerialParamsSchema } from "@urjavolt/contract/service-units";
import { InstallCloseSchema, InstallFailSchema } from "@urjavolt/contract/installation";
import { TechnicianChoiceListSchema, TechnicianVisitListSchema, VisitBookSchema, VisitCloseSchema, VisitIdParamsSchema } from "@urjavolt/contract/service-visits";
import { ConsentWithdrawalSchema } from "@urjavolt/contract/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/staff-auth.ts";

const refused = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
const changed = { 200: TicketDetailSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, ...refused };

/**
 * The service desk in the console (docs/architecture.md, Ticket rules and Staff console; decision
 * 026): tickets are worked by support and admin alike, like the inbox they grew out of; the service
 * holidays and the targets, which move every ticket's deadlines, are changed by admins only. A technician sees and
 * closes only their own visits (decision 031).
 */
export const serviceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tickets = app.services.serviceTickets;
  const holidays = app.services.serviceHolidays;
  const visits = app.services.serviceVisits;
  const units = app.services.serviceUnits;
  const slaPolicy = app.services.serviceSlaPolicy;

  app.get(
    "/admin/service/tickets",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Service tickets: open ones by default (`status=all`, or one status), urgent first, then longest waiting",
        querystring: TicketListQuerySchema,
        response: { 200: TicketListSchema, 400: ErrorEnvelopeSchema, ...refused },
      },
    },
    (request) => tickets.list(request.query),
  );

  app.post(
    "/admin/service/tickets",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Open a ticket for a phone call (reference SRV-YYYY-NNNNNN)",
        body: PhoneTicketSchema,
        response: { 201: TicketDetailSchema, 400: ErrorEnvelopeSchema, ...refused },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return tickets.openPhoneTicket(request.body, request.staff);
    },
  );

  app.get(
    "/admin/service/tickets/:id",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "One ticket with its history, the unit's warranty and the statuses it may move to now",
        params: TicketIdParamsSchema,
        response: { 200: TicketDetailSchema, 404: ErrorEnvelopeSchema, ...refused },
      },
    },
    (request) => tickets.get(request.params.id),
  );

  app.post(
    "/admin/service/tickets/:id/status",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Move a ticket along its lifecycle with an optional note; 409 for a move the lifecycle does not allow",
        params: TicketIdParamsSchema,
        body: TicketStatusChangeSchema,
        response: changed,
      },
    },
    (request) => tickets.changeStatus(request.params.id, request.body, request.staff),
  );

  app.post(
    "/admin/service/tickets/:id/notes",
    {
      preHandler: requireStaff(),
      schema: { tags: ["admin"], summary: "Add an internal note", params: TicketIdParamsSchema, body: TicketNoteSchema, response: changed },
    },
    (request) => tickets.addNote(request.params.id, request.body, request.staff),
  );

  app.put(
    "/admin/service/tickets/:id/priority",
    {
      preHandler: requireStaff(),
      schema: { tags: ["admin"], summary: "Set the ticket's priority", params: TicketIdParamsSchema, body: TicketPriorityChangeSchema, response: changed },
    },
    (request) => tickets.setPriority(request.params.id, request.body, request.staff),
  );

  app.put(
    "/admin/service/tickets/:id/assignee",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Assign the ticket to an active staff account, or unassign it (null)",
        params: TicketIdParamsSchema,
        body: TicketAssignSchema,
        response: changed,
      },
    },
    (request) => tickets.assign(request.params.id, request.body, request.staff),
  );

  app.post(
    "/admin/service/tickets/:id/consents/withdraw",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Record that the customer asked to stop updates by SMS or on WhatsApp to the ticket's mobile (decision 030); 409 when they had not agreed to them",
        params: TicketIdParamsSchema,
        body: ConsentWithdrawalSchema,
        response: changed,
      },
    },
    (request) => tickets.withdrawConsent(request.params.id, request.body, request.staff),
  );

  app.get(
    "/admin/service/tickets/:id/photos/:eventId",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "A photo the customer sent on the ticket (its bytes, with their type)",
        params: TicketPhotoAdminParamsSchema,
      },
    },
    async (request, reply) => {
      const photo = await tickets.photo(request.params.id, request.params.eventId);
      return reply.type(photo.contentType).send(photo.data);
    },
  );

  app.get(
    "/admin/service/tickets/:id/technicians",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Active technicians to book for the ticket: those serving its pincode first, with the visits ahead of each",
        params: TicketIdParamsSchema,
        response: { 200: TechnicianChoiceListSchema, 404: ErrorEnvelopeSchema, ...refused },
      },
    },
    (request) => visits.technicians(request.params.id),
  );

  app.post(
    "/admin/service/tickets/:id/visits",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Book a technician's visit for a two-hour slot of a working day; the ticket moves to visit scheduled and the customer is e-mailed the slot",
        params: TicketIdParamsSchema,
        body: VisitBookSchema,
        response: { 201: TicketDetailSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, ...refused },
      },
    },
    async (request, reply) => {
      await visits.book(request.params.id, request.body, request.staff);
      reply.status(201);
      return tickets.get(request.params.id);
    },
  );

  app.post(
    "/admin/service/visits/:id/cancel",
    {
      preHandler: requireStaff(),
      schema: { tags: ["admin"], summary: "Cancel a booked visit; a ticket waiting for it goes back to diagnosing", params: VisitIdParamsSchema, response: changed },
    },
    async (request) => tickets.get(await visits.cancel(request.params.id, request.staff)),
  );

  app.post(
    "/admin/service/visits/:id/close",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Close a booked visit with its outcome for the technician; the ticket is resolved",
        params: VisitIdParamsSchema,
        body: VisitCloseSchema,
        response: changed,
      },
    },
    async (request) => tickets.get(await visits.close(request.params.id, request.body, request.staff)),
  );

  app.get(
    "/admin/visits",
    {
      preHandler: requireStaff({ roles: ["technician"] }),
      schema: {
        tags: ["admin"],
        summary: "The signed-in technician's own visits: booked ones soonest first, then those closed in the last 14 days",
        response: { 200: TechnicianVisitListSchema, ...refused },
      },
    },
    (request) => visits.mine(request.staff),
  );

  app.post(
    "/admin/visits/:id/close",
    {
      preHandler: requireStaff({ roles: ["technician"] }),
      schema: {
        tags: ["admin"],
        summary: "The technician closes their own visit with its outcome; 404 for anyone else's",
        params: VisitIdParamsSchema,
        body: VisitCloseSchema,
        response: { 200: TechnicianVisitListSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, ...refused },
      },
    },
    async (request) => {
      await visits.close(request.params.id, request.body, request.staff);
      return visits.mine(request.staff);
    },
  );

  app.post(
    "/admin/visits/:id/install",
    {
      preHandler: requireStaff({ roles: ["technician"] }),
      schema: {
        tags: ["admin"],
        summary: "The technician closes their own installation with the serial of each unit fitted; each is registered for warranty, Active (decision 057)",
        params: VisitIdParamsSchema,
        body: InstallCloseSchema,
        response: { 200: TechnicianVisitListSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, ...refused },
      },
    },
    async (request) => {
      await app.services.installations.close(request.params.id, request.body, request.staff);
      return visits.mine(request.staff);
    },
  );

  app.post(
    "/admin/visits/:id/install-failed",
    {
      preHandler: requireStaff({ roles: ["technician"] }),
      schema: {
        tags: ["admin"],
        summary: "The technician closes their own installation as not done (refused or not possible); an order to be paid on installation is cancelled and its stock released (decision 059)",
        params: VisitIdParamsSchema,
        body: InstallFailSchema,
        response: { 200: TechnicianVisitListSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, ...refused },
      },
    },
    async (request) => {
      await app.services.installations.fail(request.params.id, request.body, request.staff);
      return visits.mine(request.staff);
    },
  );

  app.get(
    "/admin/service/units",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Known serial numbers (registered, entered, sold, replaced or named on a request) containing `q`, newest first",
        querystring: UnitListQuerySchema,
        response: { 200: UnitListSchema, 400: ErrorEnvelopeSchema, ...refused },
      },
    },
    (request) => units.list(request.query.q),
  );

  app.post(
    "/admin/service/units",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Enter a unit by its serial: with the shop order it was sold with, or its purchase date; 409 for a serial already known",
        body: UnitCreateSchema,
        response: { 201: UnitRecordSchema, 400: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, ...refused },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return units.create(request.body, request.staff.id);
    },
  );

  app.get(
    "/admin/service/units/:serial",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "One unit's record: product, sale and invoice, registration and warranty, and its service history in time order",
        params: UnitSerialParamsSchema,
        response: { 200: UnitRecordSchema, 404: ErrorEnvelopeSchema, ...refused },
      },
    },
    (request) => units.record(request.params.serial),
  );

  app.get(
    "/admin/service/sla-policy",
    {
      preHandler: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "The response and resolution targets by product line and priority, in business minutes, each marked when it is the default",
        response: { 200: SlaPolicyListSchema, ...refused },
      },
    },
    () => slaPolicy.list(),
  );

  app.put(
    "/admin/service/sla-policy",
    {
      preHandler: requireStaff({ role: "admin" }),
      schema: {
        tags: ["admin"],
        summary: "Set targets for one or more lines and priorities; every open ticket's deadlines are counted again",
        body: SlaPolicyUpdateSchema,
        response: { 200: SlaPolicyListSchema, 400: ErrorEnvelopeSchema, ...refused },
      },
    },
    (request) => slaPolicy.save(request.body),
  );

  app.get(
    "/admin/service/holidays",
    {
      preHandler: requireStaff(),
      schema: { tags: ["admin"], summary: "The service holidays, in date order", response: { 200: ServiceHolidayListSchema, ...refused } },
    },
    () => holidays.list(),
  );

  app.post(
    "/admin/service/holidays",
    {
      preHandler: requireStaff({ role: "admin" }),
      schema: {
        tags: ["admin"],
        summary: "Add a service holiday (an India date); 409 if the date is one already",
        body: ServiceHolidayInputSchema,
        response: { 201: ServiceHolidaySchema, 400: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, ...refused },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return holidays.add(request.body);
    },
  );

  app.delete(
    "/admin/service/holidays/:date",
    {
      preHandler: requireStaff({ role: "admin" }),
      schema: {
        tags: ["admin"],
        summary: "Remove a service holiday",
        params: ServiceHolidayParamsSchema,
        response: { 204: z.null(), 404: ErrorEnvelopeSchema, ...refused },
      },
    },
    async (request, reply) => {
      await holidays.remove(request.params.date);
      return reply.status(204).send(null);
    },
  );
};
