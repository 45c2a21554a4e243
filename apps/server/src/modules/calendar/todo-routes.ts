import {
  CALENDAR_API,
  CALENDAR_TEXTS,
  calendarDoneSchema,
  todoBodySchema,
  todoDoneBodySchema,
  todoIdQuerySchema,
  todoListQuerySchema,
  todoListSchema,
  todoSavedSchema,
  todoSchema,
  todoUpdateSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../http/access.js';
import { callerOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import { changeTodo, createTodo, listTodos, markTodo, removeTodo, todoOf } from './todo-service.js';

const tags = ['calendar'];

/** The acting profile's to-dos (every signed-in profile has its own; no one else's is reachable). */
export const todoRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const config = { access: SIGNED_IN };

  app.get(
    underRest(CALENDAR_API.todos),
    {
      config,
      schema: {
        tags,
        summary: 'The acting profile’s to-dos: open ones by due time, or done ones, or all',
        querystring: todoListQuerySchema,
        response: { 200: todoListSchema },
      },
    },
    async (request) => listTodos(ctx, await callerOf(request), request.query.show),
  );

  app.get(
    underRest(CALENDAR_API.todo),
    {
      config,
      schema: {
        tags,
        summary: 'One to-do',
        querystring: todoIdQuerySchema,
        response: { 200: todoSchema },
      },
    },
    async (request) => todoOf(ctx, await callerOf(request), request.query.id),
  );

  app.post(
    underRest(CALENDAR_API.todos),
    {
      config,
      schema: {
        tags,
        summary: 'Add a to-do, with an optional due time and a reminder (in the bell at its time)',
        body: todoBodySchema,
        response: { 200: todoSavedSchema },
      },
    },
    async (request) => ({
      message: CALENDAR_TEXTS.todoSaved,
      data: await createTodo(ctx, await callerOf(request), request.body),
    }),
  );

  app.put(
    underRest(CALENDAR_API.todos),
    {
      config,
      schema: {
        tags,
        summary: 'Change a to-do (a new reminder time reminds again)',
        body: todoUpdateSchema,
        response: { 200: todoSavedSchema },
      },
    },
    async (request) => ({
      message: CALENDAR_TEXTS.todoSaved,
      data: await changeTodo(ctx, await callerOf(request), request.body),
    }),
  );

  app.put(
    underRest(CALENDAR_API.todoDone),
    {
      config,
      schema: {
        tags,
        summary: 'Mark a to-do done, or not done',
        body: todoDoneBodySchema,
        response: { 200: todoSavedSchema },
      },
    },
    async (request) => {
      const { id, done } = request.body;
      const data = await markTodo(ctx, await callerOf(request), id, done);
      return { message: done ? CALENDAR_TEXTS.todoDone : CALENDAR_TEXTS.todoUndone, data };
    },
  );

  app.delete(
    underRest(CALENDAR_API.todos),
    {
      config,
      schema: {
        tags,
        summary: 'Delete a to-do',
        querystring: todoIdQuerySchema,
        response: { 200: calendarDoneSchema },
      },
    },
    async (request) => {
      await removeTodo(ctx, await callerOf(request), request.query.id);
      return { message: CALENDAR_TEXTS.todoDeleted };
    },
  );
};
