/** A team's groups (team admins): list, make, rename or change the role a group grants, remove, members. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/lib/http.ts";
import {
  createGroupBodySchema,
  groupIdParamsSchema,
  groupMemberSchema,
  groupSchema,
  setGroupMembersBodySchema,
  updateGroupBodySchema,
} from "#shared/schemas/groups.ts";
import type { GroupsService } from "./groups.service.ts";

export const groupsRoutes: FastifyPluginAsyncZod<{ groupsService: GroupsService }> = async (app, { groupsService }) => {
  app.get(
    "/api/team/groups",
    {
      schema: {
        tags: ["team"],
        description: "The team's groups by name, made here or by the identity provider (team admins).",
        response: { 200: z.array(groupSchema), ...errorResponses },
      },
    },
    async (request) => groupsService.list(await request.requireActor()),
  );

  app.post(
    "/api/team/groups",
    {
      schema: {
        tags: ["team"],
        description: "Makes a group (team admins); `role` is the role its members get, or null.",
        body: createGroupBodySchema,
        response: { 201: groupSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return groupsService.create(await request.requireActor(), request.body);
    },
  );

  app.patch(
    "/api/team/groups/:id",
    {
      schema: {
        tags: ["team"],
        description: "Renames a group made here, or changes the role any group grants (its members' roles follow).",
        params: groupIdParamsSchema,
        body: updateGroupBodySchema,
        response: { 200: groupSchema, ...errorResponses },
      },
    },
    async (request) => groupsService.update(await request.requireActor(), request.params.id, request.body),
  );

  app.delete(
    "/api/team/groups/:id",
    {
      schema: {
        tags: ["team"],
        description: "Removes a group made here; its members' roles are re-decided.",
        params: groupIdParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await groupsService.remove(await request.requireActor(), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/team/groups/:id/members",
    {
      schema: {
        tags: ["team"],
        params: groupIdParamsSchema,
        response: { 200: z.array(groupMemberSchema), ...errorResponses },
      },
    },
    async (request) => groupsService.members(await request.requireActor(), request.params.id),
  );

  app.put(
    "/api/team/groups/:id/members",
    {
      schema: {
        tags: ["team"],
        description: "Sets the members of a group made here, all of them (team admins).",
        params: groupIdParamsSchema,
        body: setGroupMembersBodySchema,
        response: { 200: z.array(groupMemberSchema), ...errorResponses },
      },
    },
    async (request) => groupsService.setMembers(await request.requireActor(), request.params.id, request.body),
  );
};
