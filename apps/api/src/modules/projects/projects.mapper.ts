import type { CreateProjectInput, Project, UpdateProjectInput } from '@carbon/contracts/ledger';
import type { NewProject, ProjectChanges, ProjectRow } from './projects.repository.ts';

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    description: row.description,
    budget: row.budget,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A project's fields from the contract to the columns: all of them on create, those given on update. */
export function toProjectValues(input: CreateProjectInput): Omit<NewProject, 'companyId'>;
export function toProjectValues(input: UpdateProjectInput): ProjectChanges;
export function toProjectValues(input: UpdateProjectInput): ProjectChanges {
  return { name: input.name, description: input.description, budget: input.budget };
}
