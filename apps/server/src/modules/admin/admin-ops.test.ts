import { adminApi, creditApi, monitorApi, userApi } from '@robot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { testDatabaseKind, type TestApp } from '../../test/test-app.ts';
import { scriptedModel, startConversation, type ScriptedModel } from '../chat/chat.test-helpers.ts';
import { signedInUser, unique } from '../users/users.test-helpers.ts';
import { ADMIN, adminTestApp, auditRows, insertModel } from './admin-ops.test-helpers.ts';

const NO_ID = '00000000-0000-4000-8000-000000000000';

describe(`admin operations: logs, requirements, config (${testDatabaseKind})`, () => {
  let t: TestApp;
  let adminToken = '';
  let user: Awaited<ReturnType<typeof signedInUser>>;
  let model: ScriptedModel;

  beforeAll(async () => {
    model = scriptedModel();
    const made = await adminTestApp({ models: model });
    t = made.t;
    adminToken = made.adminToken;
    user = made.user;
  });
  afterAll(() => t?.close());

  const logs = (type: 'client' | 'server' | 'audit', skip = 0, limit = 20) =>
    t.api(adminApi.logs, { query: { type, skip, limit }, token: adminToken });
  const change = (body: Record<string, unknown>) =>
    t.raw(adminApi.configChange, { body, token: adminToken });

  describe('logs', () => {
    it('lists browser error reports newest first, with the reporter named', async () => {
      for (const n of [1, 2, 3]) {
        const res = await t.api(monitorApi.errorAlert, {
          body: { errorCode: `E${n}`, errorMessage: `broke ${n}`, deviceInfoJson: {} },
          token: user.token,
          remoteAddress: unique.ip(),
        });
        expect(res.code).toBeLessThan(300);
        await new Promise((r) => setTimeout(r, 5));
      }
      const res = await logs('client');
      expect(res.status).toBe(200);
      expect(res.data!.total).toBeGreaterThanOrEqual(3);
      const first = res.data!.list[0]!;
      expect(first).toMatchObject({
        type: 'client',
        code: 'E3',
        message: 'broke 3',
        user: { uuid: user.uuid, username: user.username },
      });
      const page = await logs('client', 1, 1);
      expect(page.data!.list).toHaveLength(1);
      expect(page.data!.list[0]).toMatchObject({ code: 'E2' });
    });

    it('lists server errors with their request id and user', async () => {
      await t.database.db
        .insertInto('server_errors')
        .values({
          id: newId(),
          request_id: 'req-77',
          method: 'POST',
          url: adminApi.stats.path,
          status: 500,
          code: 10500,
          message: 'errors.databaseError',
          user_id: user.uuid,
          created_at: nowIso(),
        })
        .execute();
      const res = await logs('server');
      expect(res.data!.list[0]).toMatchObject({
        type: 'server',
        requestId: 'req-77',
        method: 'POST',
        status: 500,
        code: 10500,
        user: { uuid: user.uuid },
      });
    });

    it('refuses an unknown log type', async () => {
      const res = await t.raw(adminApi.logs, { query: { type: 'secrets' }, token: adminToken });
      expect(res.code).toBe(10400);
      expect(res.fields).toHaveProperty('type');
    });
  });

  describe('requirements inbox', () => {
    let messageId = '';
    let cooperationId = '';
    beforeAll(async () => {
      const a = await t.api(userApi.requirementCreate, {
        body: {
          type: 'message',
          name: 'Ann',
          requirement: 'Please add a dark theme to the chat',
          email: 'ann@example.com',
        },
        token: user.token,
        remoteAddress: unique.ip(),
      });
      messageId = a.data!.id;
      const b = await t.api(userApi.requirementCreate, {
        body: {
          type: 'cooperation',
          name: 'Bob',
          requirement: 'We would like to resell robots',
          email: 'bob@example.com',
          companyName: 'Bob Ltd',
        },
        remoteAddress: unique.ip(),
      });
      cooperationId = b.data!.id;
    });

    it('lists them newest first, filtered by type and status', async () => {
      const all = await t.api(adminApi.requirements, { token: adminToken });
      expect(all.data!.list.map((r) => r.id)).toEqual([cooperationId, messageId]);
      expect(all.data!.list[1]).toMatchObject({
        type: 'message',
        status: 'new',
        replyNote: '',
        handledAt: null,
        user: { uuid: user.uuid },
      });
      expect(all.data!.list[0]!.user).toBeNull();
      const messages = await t.api(adminApi.requirements, {
        query: { type: 'message' },
        token: adminToken,
      });
      expect(messages.data!.list.map((r) => r.id)).toEqual([messageId]);
      expect(messages.data!.total).toBe(1);
    });

    it('marks one handled with a note, audited; the status filter follows', async () => {
      const res = await t.api(adminApi.requirementUpdate, {
        body: { id: messageId, status: 'handled', replyNote: 'Replied by email' },
        token: adminToken,
      });
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({ status: 'handled', replyNote: 'Replied by email' });
      expect(res.data!.handledAt).toBeTypeOf('string');
      const row = await t.database.db
        .selectFrom('contact_requests')
        .select(['handled_by', 'handled_at'])
        .where('id', '=', messageId)
        .executeTakeFirstOrThrow();
      expect(row.handled_by).not.toBeNull();
      const handled = await t.api(adminApi.requirements, {
        query: { status: 'handled' },
        token: adminToken,
      });
      expect(handled.data!.list.map((r) => r.id)).toEqual([messageId]);

      const audit = await auditRows(t, 'requirement.update');
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ target_kind: 'requirement', target_id: messageId });
      expect(JSON.parse(audit[0]!.before!)).toEqual({ status: 'new', replyNote: '' });
      expect(JSON.parse(audit[0]!.after!)).toEqual({
        status: 'handled',
        replyNote: 'Replied by email',
      });

      const back = await t.api(adminApi.requirementUpdate, {
        body: { id: messageId, status: 'new' },
        token: adminToken,
      });
      expect(back.data).toMatchObject({ status: 'new', replyNote: '', handledAt: null });
      expect(await auditRows(t, 'requirement.update')).toHaveLength(2);
    });

    it('answers 10404 for an unknown one', async () => {
      const res = await t.raw(adminApi.requirementUpdate, {
        body: { id: NO_ID, status: 'handled' },
        token: adminToken,
      });
      expect(res.status).toBe(404);
      expect(res.msg).toBe('errors.requirementNotFound');
    });
  });

  describe('config', () => {
    it('answers the live config', async () => {
      const res = await t.api(adminApi.config, { token: adminToken });
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({ registrationOpen: true, defaultChatModel: null });
    });

    it('refuses a default model that does not exist or is disabled, a bad zone, an empty prompt', async () => {
      await insertModel(t, 'cfg-off', false);
      const unknown = await change({ defaultChatModel: 'no-such-model' });
      expect(unknown.code).toBe(10400);
      expect(unknown.fields).toEqual({ defaultChatModel: 'validation.invalidValue' });
      const off = await change({ defaultWritingModel: 'cfg-off' });
      expect(off.fields).toEqual({ defaultWritingModel: 'validation.invalidValue' });
      const zone = await change({ limitsTimeZone: 'Mars/Olympus' });
      expect(zone.fields).toEqual({ limitsTimeZone: 'validation.invalidValue' });
      const prompt = await change({ assistantPrompt: '   ' });
      expect(prompt.code).toBe(10400);
      expect(prompt.fields).toHaveProperty('assistantPrompt');
      expect(await auditRows(t, 'config.update')).toHaveLength(0);
    });

    it('stores a change, audits only the changed keys before and after', async () => {
      await insertModel(t, 'cfg-on');
      const res = await change({
        defaultChatModel: 'cfg-on',
        limitsTimeZone: 'Europe/Paris',
        registrationOpen: true, // unchanged: not in the audit entry
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        defaultChatModel: 'cfg-on',
        limitsTimeZone: 'Europe/Paris',
      });
      const audit = await auditRows(t, 'config.update');
      expect(audit).toHaveLength(1);
      expect(JSON.parse(audit[0]!.before!)).toEqual({
        defaultChatModel: null,
        limitsTimeZone: t.config.LIMITS_TIME_ZONE,
      });
      expect(JSON.parse(audit[0]!.after!)).toEqual({
        defaultChatModel: 'cfg-on',
        limitsTimeZone: 'Europe/Paris',
      });
      // null clears a default model again
      const cleared = await change({ defaultChatModel: null });
      expect(cleared.body.data).toMatchObject({ defaultChatModel: null });
      expect(await auditRows(t, 'config.update')).toHaveLength(2);
    });

    it('a new assistant prompt is sent with the very next chat', async () => {
      const res = await change({ assistantPrompt: 'You are the harbour master. Be brief.' });
      expect(res.status).toBe(200);
      model.calls.length = 0;
      await startConversation(t, user.token);
      const system = model.calls[0]!.messages.find((m) => m.role === 'system');
      expect(system?.content).toContain('You are the harbour master. Be brief.');
      const audit = await auditRows(t, 'config.update');
      expect(JSON.parse(audit.at(-1)!.after!)).toEqual({
        assistantPrompt: 'You are the harbour master. Be brief.',
      });
      // and the audit log lists it first, its actor named
      const listed = await logs('audit', 0, 1);
      expect(listed.data!.list[0]).toMatchObject({
        type: 'audit',
        action: 'config.update',
        targetKind: 'config',
        actor: { username: ADMIN.username },
      });
      expect(JSON.parse((listed.data!.list[0] as { after: string }).after)).toEqual({
        assistantPrompt: 'You are the harbour master. Be brief.',
      });
    });

    it("a new grant for new users is the next new user's first balance", async () => {
      const res = await change({ creditsNewUserGrant: 321 });
      expect(res.status).toBe(200);
      const fresh = await signedInUser(t);
      const info = await t.api(creditApi.userGet, { token: fresh.token });
      expect(info.data!.balance).toBe(321);
    });

    it('a change to what is already set writes nothing and records nothing', async () => {
      const before = await t.api(adminApi.config, { token: adminToken });
      const audits = (await auditRows(t, 'config.update')).length;
      const res = await change({ registrationOpen: before.data!.registrationOpen });
      expect(res.body.data).toMatchObject({ version: before.data!.version });
      expect(await auditRows(t, 'config.update')).toHaveLength(audits);
    });

    it('refuses keys it does not know', async () => {
      const res = await change({ version: 99 });
      expect(res.code).toBe(10400);
    });
  });
});
