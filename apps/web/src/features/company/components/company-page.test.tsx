import type { UserProfile } from '@carbon/contracts/auth';
import type { Company, Site } from '@carbon/contracts/companies';
import type { Project } from '@carbon/contracts/ledger';
import type { AppLocale } from '@carbon/i18n/locale';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findToast, jsonResponse, renderWithProviders, setupI18n, testProfile } from '@/test/render';
import { DATA_SCREENS } from '../data-screens';
import { CompanyPage } from './company-page';

const company: Company = {
  id: 'c1',
  name: 'Test Ltd',
  sector: 'services',
  country: 'FR',
  employees: 1200,
  annual_revenue: 2_500_000,
  reporting_year: 2025,
  created_at: '2026-01-01T00:00:00.000Z',
};

const lyon: Site = {
  id: '00000000-0000-4000-8000-000000000001',
  company_id: 'c1',
  name: 'Lyon plant',
  address: '1 rue de la Soie, Lyon',
  country: 'FR',
  surface_m2: 1500,
  employees: 40,
  created_at: '2026-01-01T00:00:00.000Z',
};

/** The words of each language the tests look for. */
const words = {
  en: {
    title: 'My company',
    edit: (name: string) => `Edit the site ${name}`,
    remove: (name: string) => `Delete the site ${name}`,
    editForm: (name: string) => `Edit the site ${name}`,
    newForm: 'New site',
    name: 'Site name',
    surface: 'Surface area (m²)',
    employees: 'Number of employees',
    save: 'Save the site',
    add: 'Add a site',
    addSubmit: 'Add the site',
    updated: (name: string) => `Site updated: ${name}`,
    added: (name: string) => `Site added: ${name}`,
    deleted: (name: string) => `Site deleted: ${name}`,
    confirm: (name: string) => `Delete the site ${name}?`,
    delete: 'Delete',
    required: 'This field is required',
    positive: 'Must be zero or more',
    typedSurface: '2,400.5',
    shownSurface: /2,400\.50\sm²/,
    caption: 'Sites of the company',
    count: '1 site',
    empty: 'No site yet',
    retry: 'Try again',
    companyName: 'Company name',
    saveCompany: 'Save',
    companySaved: 'Company profile saved',
    readOnlyProfile: 'Only an owner or an administrator of the company can change its profile.',
  },
  fr: {
    title: 'Mon entreprise',
    edit: (name: string) => `Modifier le site ${name}`,
    remove: (name: string) => `Supprimer le site ${name}`,
    editForm: (name: string) => `Modifier le site ${name}`,
    newForm: 'Nouveau site',
    name: 'Nom du site',
    surface: 'Surface (m²)',
    employees: 'Nombre de salariés',
    save: 'Enregistrer le site',
    add: 'Ajouter un site',
    addSubmit: 'Ajouter le site',
    updated: (name: string) => `Site modifié : ${name}`,
    added: (name: string) => `Site ajouté : ${name}`,
    deleted: (name: string) => `Site supprimé : ${name}`,
    confirm: (name: string) => `Supprimer le site ${name} ?`,
    delete: 'Supprimer',
    required: 'Ce champ est obligatoire',
    positive: 'La valeur doit être positive ou nulle',
    typedSurface: '2 400,5',
    shownSurface: /2\s400,50\sm²/,
    caption: "Sites de l'entreprise",
    count: '1 site',
    empty: "Aucun site pour l'instant",
    retry: 'Réessayer',
    companyName: "Nom de l'entreprise",
    saveCompany: 'Enregistrer',
    companySaved: "Profil de l'entreprise enregistré",
    readOnlyProfile: "Seul un propriétaire ou un administrateur de l'entreprise peut modifier son profil.",
  },
} as const;

interface Call {
  method: string;
  url: string;
  body: unknown;
}

const paris: Site = { ...lyon, id: '00000000-0000-4000-8000-000000000003', name: 'Paris office', employees: null };

const solarRoof: Project = {
  id: '00000000-0000-4000-8000-0000000000a1',
  company_id: 'c1',
  name: 'Solar roof',
  description: 'Roof of the plant',
  budget: 80_000,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

/** The year's inventory: Lyon has 1,234.5 kg, Paris nothing. */
const inventoryAnswer = {
  period_year: 2025,
  total_co2e_kg: 1234.5,
  total_co2e_kg_market: 1234.5,
  by_scope: { scope1: 1234.5, scope2_location: 0, scope2_market: 0, scope3: 0 },
  by_category: [{ key: 'stationary_combustion', scope: 1, co2e_kg: 1234.5 }],
  by_site: [{ site_id: lyon.id, co2e_kg: 1234.5 }],
  uncertainty_percent: null,
};

describe('CompanyPage (My company)', () => {
  let sites: Site[] = [];
  let projects: Project[] = [];
  let calls: Call[] = [];
  /** Answers a test puts before the fake API's own (a 422, a failure). */
  let override: ((call: Call) => Response | undefined) | undefined;

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const answer = override?.(call);
    if (answer) return answer;
    if (url.startsWith('/api/v1/companies/c1')) {
      return method === 'PATCH' ? jsonResponse({ ...company, ...(body as Partial<Company>) }) : jsonResponse(company);
    }
    if (url.startsWith('/api/v1/sites?')) return jsonResponse(sites);
    if (url === '/api/v1/sites' && method === 'POST') {
      const created: Site = { ...lyon, ...(body as Partial<Site>), id: '00000000-0000-4000-8000-000000000002' };
      sites = [...sites, created];
      return jsonResponse(created, 201);
    }
    const siteId = /^\/api\/v1\/sites\/([^/?]+)/.exec(url)?.[1];
    if (siteId && method === 'PATCH') {
      sites = sites.map((site) => (site.id === siteId ? { ...site, ...(body as Partial<Site>) } : site));
      return jsonResponse(sites.find((site) => site.id === siteId));
    }
    if (siteId && method === 'DELETE') {
      sites = sites.filter((site) => site.id !== siteId);
      return new Response(null, { status: 204 });
    }
    if (url.startsWith('/api/v1/auth/me')) return jsonResponse(testProfile);
    if (url.startsWith('/api/v1/inventory?')) return jsonResponse(inventoryAnswer);
    if (url.startsWith('/api/v1/projects?')) return jsonResponse({ items: projects, total: projects.length });
    if (url === '/api/v1/projects' && method === 'POST') {
      const created: Project = { ...solarRoof, ...(body as Partial<Project>), id: '00000000-0000-4000-8000-0000000000a2' };
      projects = [...projects, created];
      return jsonResponse(created, 201);
    }
    const projectId = /^\/api\/v1\/projects\/([^/?]+)/.exec(url)?.[1];
    if (projectId && method === 'PATCH') {
      projects = projects.map((project) => (project.id === projectId ? { ...project, ...(body as Partial<Project>) } : project));
      return jsonResponse(projects.find((project) => project.id === projectId));
    }
    if (projectId && method === 'DELETE') {
      projects = projects.filter((project) => project.id !== projectId);
      return new Response(null, { status: 204 });
    }
    return jsonResponse({ detail: 'Not found' }, 404);
  });

  beforeEach(() => {
    sites = [lyon];
    projects = [solarRoof];
    calls = [];
    override = undefined;
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  async function renderPage(locale: AppLocale, profile: UserProfile = testProfile) {
    await setupI18n(locale);
    renderWithProviders(<CompanyPage profile={profile} year={2025} />, { route: '/topology' });
    expect(await screen.findByRole('heading', { level: 1, name: words[locale].title })).toBeInTheDocument();
    return userEvent.setup();
  }

  const sitesTable = (locale: AppLocale) => screen.findByRole('table', { name: words[locale].caption });

  it.each(['en', 'fr'] as const)('lists the sites with every field, numbers in the locale format (%s)', async (locale) => {
    await renderPage(locale);
    const table = await sitesTable(locale);
    const row = within(table).getByRole('row', { name: /Lyon plant/ });
    expect(row).toHaveTextContent('1 rue de la Soie, Lyon');
    expect(row).toHaveTextContent(locale === 'en' ? /1,500\.00\sm²/ : /1\s500,00\sm²/);
    expect(row).toHaveTextContent('40');
    expect(screen.getByText(words[locale].count)).toBeInTheDocument();
  });

  it.each(['en', 'fr'] as const)('edits a site in the side panel, with numbers typed the language’s way (%s)', async (locale) => {
    const w = words[locale];
    const user = await renderPage(locale);
    await sitesTable(locale);
    await user.click(screen.getByRole('button', { name: w.edit('Lyon plant') }));
    const form = await screen.findByRole('form', { name: w.editForm('Lyon plant') });
    const name = within(form).getByLabelText(w.name);
    expect(name).toHaveValue('Lyon plant');
    await user.clear(name);
    await user.type(name, 'Lyon factory');
    const surface = within(form).getByLabelText(w.surface);
    await user.clear(surface);
    await user.type(surface, w.typedSurface);
    await user.click(within(form).getByRole('button', { name: w.save }));

    expect(await findToast(w.updated('Lyon factory'))).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH' && call.url === `/api/v1/sites/${lyon.id}`);
    expect(patch?.body).toEqual({ name: 'Lyon factory', address: lyon.address, country: 'FR', surface_m2: 2400.5, employees: 40 });
    // The panel closes and the table shows the new values.
    await waitFor(() => expect(screen.queryByRole('form', { name: w.editForm('Lyon plant') })).toBeNull());
    const row = await within(await sitesTable(locale)).findByRole('row', { name: /Lyon factory/ });
    expect(row).toHaveTextContent(w.shownSurface);
  });

  it.each(['en', 'fr'] as const)('adds a site after showing the validation messages in the user’s language (%s)', async (locale) => {
    const w = words[locale];
    const user = await renderPage(locale);
    await sitesTable(locale);
    await user.click(screen.getByRole('button', { name: w.add }));
    const form = await screen.findByRole('form', { name: w.newForm });
    const employees = within(form).getByLabelText(w.employees);
    await user.type(employees, '-3');
    await user.click(within(form).getByRole('button', { name: w.addSubmit }));

    const name = within(form).getByLabelText(w.name);
    await waitFor(() => expect(name).toHaveAccessibleDescription(w.required));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(employees).toHaveAccessibleDescription(w.positive);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(name, 'Bordeaux warehouse');
    await user.clear(employees);
    await user.type(employees, '12');
    await user.click(within(form).getByRole('button', { name: w.addSubmit }));
    expect(await findToast(w.added('Bordeaux warehouse'))).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      company_id: 'c1',
      name: 'Bordeaux warehouse',
      address: '',
      country: 'FR',
      surface_m2: null,
      employees: 12,
    });
    expect(await within(await sitesTable(locale)).findByRole('rowheader', { name: 'Bordeaux warehouse' })).toBeInTheDocument();
  });

  it.each(['en', 'fr'] as const)('shows a 422 from the server under its field (%s)', async (locale) => {
    const w = words[locale];
    const message = locale === 'en' ? 'A site with this name already exists' : 'Un site porte déjà ce nom';
    override = (call) =>
      call.method === 'PATCH' && call.url.startsWith('/api/v1/sites/')
        ? jsonResponse({ detail: [{ loc: ['body', 'name'], msg: message, type: 'value_error' }] }, 422)
        : undefined;
    const user = await renderPage(locale);
    await sitesTable(locale);
    await user.click(screen.getByRole('button', { name: w.edit('Lyon plant') }));
    const form = await screen.findByRole('form', { name: w.editForm('Lyon plant') });
    await user.click(within(form).getByRole('button', { name: w.save }));
    const name = within(form).getByLabelText(w.name);
    await waitFor(() => expect(name).toHaveAccessibleDescription(message));
    // The panel stays open on the mistake.
    expect(screen.getByRole('form', { name: w.editForm('Lyon plant') })).toBeInTheDocument();
  });

  it.each(['en', 'fr'] as const)('deletes a site after a confirmation naming it (%s)', async (locale) => {
    const w = words[locale];
    const user = await renderPage(locale);
    await sitesTable(locale);
    await user.click(screen.getByRole('button', { name: w.remove('Lyon plant') }));
    const dialog = await screen.findByRole('alertdialog', { name: w.confirm('Lyon plant') });
    await user.click(within(dialog).getByRole('button', { name: w.delete }));
    expect(await findToast(w.deleted('Lyon plant'))).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.url === `/api/v1/sites/${lyon.id}`)).toBe(true);
    // No site left: the empty state offers the first action.
    expect(await screen.findByText(w.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: w.add })).toBeInTheDocument();
  });

  it('saves the company profile for an owner', async () => {
    const w = words.en;
    const user = await renderPage('en');
    const name = await screen.findByLabelText(w.companyName);
    expect(name).toHaveValue('Test Ltd');
    await user.clear(name);
    await user.type(name, 'Test Group');
    await user.click(screen.getByRole('button', { name: w.saveCompany }));
    expect(await findToast(w.companySaved)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH' && call.url === '/api/v1/companies/c1')?.body).toMatchObject({
      name: 'Test Group',
      employees: 1200,
      reporting_year: 2025,
    });
  });

  it('lets an editor change the sites but only read the company profile', async () => {
    const user = await renderPage('fr', { ...testProfile, role: 'editor', roles: ['editor'] });
    expect(await screen.findByText(words.fr.readOnlyProfile)).toBeInTheDocument();
    expect(screen.queryByLabelText(words.fr.companyName)).toBeNull();
    expect(screen.getByText(/^1\s200$/)).toBeInTheDocument();
    await sitesTable('fr');
    await user.click(screen.getByRole('button', { name: words.fr.edit('Lyon plant') }));
    expect(await screen.findByRole('form', { name: words.fr.editForm('Lyon plant') })).toBeInTheDocument();
  });

  it('offers a viewer no action at all', async () => {
    await renderPage('en', { ...testProfile, role: 'viewer', roles: ['viewer'] });
    await sitesTable('en');
    expect(screen.getByText(words.en.readOnlyProfile)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: words.en.add })).toBeNull();
    expect(screen.queryByRole('button', { name: words.en.edit('Lyon plant') })).toBeNull();
    expect(screen.queryByRole('button', { name: words.en.remove('Lyon plant') })).toBeNull();
    expect(screen.queryByRole('button', { name: words.en.saveCompany })).toBeNull();
  });

  it.each(['en', 'fr'] as const)('shows the failure of the sites list with a retry (%s)', async (locale) => {
    let failing = true;
    override = (call) => (failing && call.url.startsWith('/api/v1/sites?') ? jsonResponse({ detail: 'Database down' }, 500) : undefined);
    const user = await renderPage(locale);
    // The sites card and the emissions by site (which reads the sites too) both say so.
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent('Database down');
    failing = false;
    await user.click(screen.getAllByRole('button', { name: words[locale].retry })[0]!);
    expect(await sitesTable(locale)).toBeInTheDocument();
  });

  const more = {
    en: {
      projectsCaption: 'Projects of the company',
      lyonEmissions: '1.23 t CO2e',
      nothing: 'Nothing recorded for 2025',
      emissionsTitle: 'Emissions by site in 2025',
      links: ['Scope 1 entries', 'Dashboard', 'Analytics'],
      budget: /80,000/,
      addProject: 'Add a project',
      newProject: 'New project',
      projectName: 'Project name',
      budgetLabel: 'Budget (€)',
      added: 'Project added: Heat pump',
      deleteProject: 'Delete the project Solar roof',
      confirm: 'Delete the project Solar roof?',
      deleted: 'Project deleted: Solar roof',
      inUse: 'Entries are distributed to Solar roof: change their distribution first, then delete the project.',
      editProject: 'Edit the project Solar roof',
      saveProject: 'Save the project',
      updated: 'Project updated: Solar roof 2026',
    },
    fr: {
      projectsCaption: "Projets de l'entreprise",
      lyonEmissions: '1,23 t CO2e',
      nothing: "Rien d'enregistré pour 2025",
      emissionsTitle: 'Émissions par site en 2025',
      links: ['Postes du scope 1', 'Tableau de bord', 'Analyses'],
      budget: /80\s000/,
      addProject: 'Ajouter un projet',
      newProject: 'Nouveau projet',
      projectName: 'Nom du projet',
      budgetLabel: 'Budget (€)',
      added: 'Projet ajouté : Heat pump',
      deleteProject: 'Supprimer le projet Solar roof',
      confirm: 'Supprimer le projet Solar roof ?',
      deleted: 'Projet supprimé : Solar roof',
      inUse: "Des postes sont répartis sur Solar roof : modifiez d'abord leur répartition, puis supprimez le projet.",
      editProject: 'Modifier le projet Solar roof',
      saveProject: 'Enregistrer le projet',
      updated: 'Projet modifié : Solar roof 2026',
    },
  } as const;

  it.each(['en', 'fr'] as const)('shows each site’s emissions this year, the projects and the routed data screens (%s)', async (locale) => {
    const m = more[locale];
    sites = [lyon, paris];
    await renderPage(locale);
    const emissions = (await screen.findByRole('heading', { name: m.emissionsTitle })).closest('section') ?? document.body;
    expect(await within(emissions as HTMLElement).findByTestId(`site-emissions-${lyon.id}`)).toHaveTextContent(m.lyonEmissions);
    expect(within(emissions as HTMLElement).getByTestId(`site-emissions-${paris.id}`)).toHaveTextContent(m.nothing);
    expect(calls.some((call) => call.url.startsWith('/api/v1/inventory?') && call.url.includes('period_year=2025'))).toBe(true);

    const table = await screen.findByRole('table', { name: m.projectsCaption });
    const row = within(table).getByRole('row', { name: /Solar roof/ });
    expect(row).toHaveTextContent('Roof of the plant');
    expect(row).toHaveTextContent(m.budget);

    for (const name of m.links) expect(screen.getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.links[0] })).toHaveAttribute('href', '/scope1');
    // A screen not routed yet (built in another branch) has no link.
    for (const data of DATA_SCREENS) {
      expect(document.querySelectorAll(`a[href="${data.to}"]`).length > 0, data.to).toBe(data.built);
    }
  });

  it.each(['en', 'fr'] as const)('creates, edits and deletes a project after confirmation (%s)', async (locale) => {
    const m = more[locale];
    const user = await renderPage(locale);
    await screen.findByRole('table', { name: m.projectsCaption });
    await user.click(screen.getByRole('button', { name: m.addProject }));
    const form = await screen.findByRole('form', { name: m.newProject });
    await user.type(within(form).getByLabelText(m.projectName), 'Heat pump');
    await user.type(within(form).getByLabelText(m.budgetLabel), locale === 'en' ? '12,500' : '12 500');
    await user.click(within(form).getByRole('button', { name: m.addProject }));
    expect(await findToast(m.added)).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/v1/projects' && call.method === 'POST')?.body).toEqual({
      company_id: 'c1',
      name: 'Heat pump',
      description: '',
      budget: 12_500,
    });

    await user.click(screen.getByRole('button', { name: m.editProject }));
    const edit = await screen.findByRole('form', { name: m.editProject });
    const name = within(edit).getByLabelText(m.projectName);
    await user.clear(name);
    await user.type(name, 'Solar roof 2026');
    await user.click(within(edit).getByRole('button', { name: m.saveProject }));
    expect(await findToast(m.updated)).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: m.deleteProject.replace('Solar roof', 'Solar roof 2026') }));
    const dialog = await screen.findByRole('alertdialog', { name: m.confirm.replace('Solar roof', 'Solar roof 2026') });
    await user.click(within(dialog).getByRole('button', { name: words[locale].delete }));
    expect(await findToast(m.deleted.replace('Solar roof', 'Solar roof 2026'))).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table', { name: m.projectsCaption })).queryByText('Solar roof 2026')).toBeNull());
  });

  it.each(['en', 'fr'] as const)('explains a project entries are distributed to (409 project_in_use) in the user’s language (%s)', async (locale) => {
    const m = more[locale];
    override = (call) =>
      call.method === 'DELETE' && call.url.startsWith('/api/v1/projects/')
        ? jsonResponse({ detail: 'Entries are distributed to this project: change their distribution first', code: 'project_in_use' }, 409)
        : undefined;
    const user = await renderPage(locale);
    await screen.findByRole('table', { name: m.projectsCaption });
    await user.click(screen.getByRole('button', { name: m.deleteProject }));
    const dialog = await screen.findByRole('alertdialog', { name: m.confirm });
    await user.click(within(dialog).getByRole('button', { name: words[locale].delete }));
    expect(await findToast(m.inUse)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: m.projectsCaption })).getByText('Solar roof')).toBeInTheDocument();
  });
});
