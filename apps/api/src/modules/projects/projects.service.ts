import type { CreateProjectInput, Project, ProjectsResponse, UpdateProjectInput } from '@carbon/contracts/ledger';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { dataEditors, type CompaniesService } from '../companies/companies.service.ts';
import { toProject, toProjectValues } from './projects.mapper.ts';
import type { ProjectsRepository } from './projects.repository.ts';

/** Projects an entry's emissions can be distributed to (docs/decisions/0020-ledger.md). */
export class ProjectsService {
  constructor(
    private readonly repository: ProjectsRepository,
    private readonly companies: CompaniesService,
  ) {}

  async list(userId: string, companyId: string): Promise<ProjectsResponse> {
    await this.companies.requireRole(userId, companyId);
    const items = (await this.repository.listByCompany(companyId)).map(toProject);
    return { items, total: items.length };
  }

  async get(userId: string, id: string): Promise<Project> {
    const found = await this.repository.findForMember(userId, id);
    if (!found) throw notFound();
    return toProject(found.project);
  }

  async create(userId: string, input: CreateProjectInput): Promise<Project> {
    await this.companies.requireRole(userId, input.company_id, dataEditors);
    return toProject(await this.repository.insert({ companyId: input.company_id, ...toProjectValues(input) }));
  }

  async update(userId: string, id: string, input: UpdateProjectInput): Promise<Project> {
    const { project } = await this.requireEditable(userId, id);
    const row = await this.repository.update(project.companyId, id, toProjectValues(input));
    if (!row) throw notFound();
    return toProject(row);
  }

  async delete(userId: string, id: string): Promise<void> {
    const { project } = await this.requireEditable(userId, id);
    if (await this.repository.inUse(project.companyId, id)) throw new AppError(409, 'project_in_use');
    if (!(await this.repository.delete(project.companyId, id))) throw notFound();
  }

  private async requireEditable(userId: string, id: string) {
    const found = await this.repository.findForMember(userId, id);
    if (!found) throw notFound();
    if (!dataEditors.includes(found.role)) throw forbidden();
    return found;
  }
}
