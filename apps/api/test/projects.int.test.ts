import { describe, expect, it } from 'vitest';
import type { Project, ProjectsResponse } from '@carbon/contracts/ledger';
import { detail, joinCompany, register, useTestApp, type ApiMethod, type RegisteredUser } from './helpers/test-app.ts';

const t = useTestApp();

function call(user: RegisteredUser | null, method: ApiMethod, url: string, payload?: Record<string, unknown>) {
  return t.call(user, method, url, { payload });
}

async function list(user: RegisteredUser, companyId = user.user.company_id): Promise<ProjectsResponse> {
  const response = await call(user, 'GET', `/projects?company_id=${companyId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProjectsResponse;
}

describe('projects', () => {
  it('creates, lists oldest first, reads, updates and deletes', async () => {
    const owner = await register(t.app);
    const created = await call(owner, 'POST', '/projects', {
      company_id: owner.user.company_id,
      name: ' New packaging line ',
      description: 'Line 2\nfrom March',
      budget: 250_000,
    });
    expect(created.statusCode, created.body).toBe(201);
    const line = created.json() as Project;
    expect(line).toMatchObject({
      company_id: owner.user.company_id,
      name: 'New packaging line',
      description: 'Line 2\nfrom March',
      budget: 250_000,
    });
    const second = (await call(owner, 'POST', '/projects', { company_id: owner.user.company_id, name: 'Solar roof' })).json() as Project;
    expect(second).toMatchObject({ description: '', budget: null });

    expect(await list(owner)).toEqual({ items: [line, second], total: 2 });
    expect((await call(owner, 'GET', `/projects/${line.id}`)).json()).toEqual(line);

    const updated = await call(owner, 'PATCH', `/projects/${second.id}`, { budget: 80_000, name: 'Solar roof 2026' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ ...second, budget: 80_000, name: 'Solar roof 2026', updated_at: expect.any(String) });

    expect((await call(owner, 'DELETE', `/projects/${line.id}`)).statusCode).toBe(204);
    expect((await list(owner)).items.map((project) => project.id)).toEqual([second.id]);
    expect((await call(owner, 'DELETE', `/projects/${line.id}`)).statusCode).toBe(404);
  });

  it('rejects bad input (422) in the caller’s language and writes nothing', async () => {
    const owner = await register(t.app);
    const response = await t.call(owner, 'POST', '/projects', {
      lang: 'fr',
      payload: { company_id: owner.user.company_id, name: '', budget: -1 },
    });
    expect(response.statusCode).toBe(422);
    expect(detail(response)).toEqual([
      { loc: ['body', 'name'], msg: 'Ce champ est obligatoire', type: 'too_small' },
      { loc: ['body', 'budget'], msg: 'La valeur doit être positive ou nulle', type: 'too_small' },
    ]);
    expect((await list(owner)).total).toBe(0);
  });

  it('answers 404 to another company, 403 to viewers who can still read', async () => {
    const owner = await register(t.app);
    const project = (await call(owner, 'POST', '/projects', { company_id: owner.user.company_id, name: 'Kept' })).json() as Project;
    const stranger = await register(t.app);
    expect((await call(stranger, 'GET', `/projects?company_id=${owner.user.company_id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/projects/${project.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'PATCH', `/projects/${project.id}`, { name: 'Taken' })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/projects/${project.id}`)).statusCode).toBe(404);

    const viewer = await joinCompany(t, owner, 'viewer');
    expect((await list(viewer, owner.user.company_id)).items).toEqual([project]);
    expect((await call(viewer, 'POST', '/projects', { company_id: owner.user.company_id, name: 'No' })).statusCode).toBe(403);
    expect((await call(viewer, 'PATCH', `/projects/${project.id}`, { name: 'No' })).statusCode).toBe(403);
    expect((await call(viewer, 'DELETE', `/projects/${project.id}`)).statusCode).toBe(403);
    const editor = await joinCompany(t, owner, 'editor');
    expect((await call(editor, 'PATCH', `/projects/${project.id}`, { name: 'Renamed' })).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/projects/${project.id}`)).json()).toMatchObject({ name: 'Renamed' });
    expect((await call(null, 'GET', `/projects/${project.id}`)).statusCode).toBe(401);
  });
});
