import type { Project } from '@carbon/contracts/ledger';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { Sheet } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { icons } from '@/components/ui/icons';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/errors';
import { useFormatters } from '@/lib/use-locale';
import { projectsQueryOptions, useDeleteProject } from '../api/project-queries';
import { ProjectForm } from './project-form';

interface CompanyProjectsProps {
  companyId: string;
  /** Owners, admins and editors create, edit and delete projects (the API's rule). */
  canEdit: boolean;
}

type Panel = { mode: 'add' } | { mode: 'edit'; project: Project } | null;

/**
 * The company's projects on My company: entries can be distributed to them (docs/decisions/0020-ledger.md).
 * One side panel adds or edits a project; deleting asks first, and a project entries are distributed to is
 * kept (409 project_in_use), which the toast explains.
 */
export function CompanyProjects({ companyId, canEdit }: CompanyProjectsProps) {
  const { t } = useTranslation('app');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const format = useFormatters();
  const toast = useToast();
  const projects = useQuery(projectsQueryOptions(companyId));
  const remove = useDeleteProject(companyId);
  const [panel, setPanel] = useState<Panel>(null);
  const [toDelete, setToDelete] = useState<Project | null>(null);
  const closePanel = () => setPanel(null);

  const addButton = canEdit ? (
    <Button size="sm" onClick={() => setPanel({ mode: 'add' })}>
      {t('topology.projects.add')}
    </Button>
  ) : null;

  const confirmDelete = () => {
    if (!toDelete) return;
    const project = toDelete;
    remove.mutate(project.id, {
      onSuccess: () => {
        toast.success(t('topology.projects.deleted', { name: project.name }));
        setToDelete(null);
      },
      onError: (error) => {
        const inUse = error instanceof ApiError && error.code === 'project_in_use';
        toast.error(t('topology.projects.delete_failed'), inUse ? t('topology.projects.in_use', { name: project.name }) : errorText(error));
        setToDelete(null);
      },
    });
  };

  let content;
  if (projects.isError) {
    content = (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void projects.refetch()}>
        {errorText(projects.error)}
      </InlineAlert>
    );
  } else if (!projects.data) {
    content = <SkeletonBlock label={tCommon('status.loading')} lines={3} />;
  } else if (projects.data.length === 0) {
    content = (
      <EmptyState title={t('topology.projects.empty_title')} action={addButton}>
        {t('topology.projects.empty_body')}
      </EmptyState>
    );
  } else {
    content = (
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('topology.projects.caption')}</caption>
          <thead className="text-xs tracking-wide text-neutral-600 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3">
                {t('topology.projects.fields.name')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('topology.projects.fields.description')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {t('topology.projects.fields.budget')}
              </th>
              {canEdit && (
                <th scope="col" className="py-2 pr-3">
                  <span className="sr-only">{t('topology.projects.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-200">
            {projects.data.map((project) => (
              <tr key={project.id}>
                <th scope="row" className="py-2 pr-3 font-medium text-neutral-900">
                  {project.name}
                </th>
                <td className="py-2 pr-3 text-neutral-700">{project.description || '—'}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{project.budget === null ? '—' : format.currency(project.budget)}</td>
                {canEdit && (
                  <td className="py-2 pr-3">
                    <div className="flex justify-end gap-1">
                      <Button variant="ghost" size="sm" aria-label={t('topology.projects.edit_label', { name: project.name })} onClick={() => setPanel({ mode: 'edit', project })}>
                        <icons.pencil />
                      </Button>
                      <Button variant="ghost" size="sm" aria-label={t('topology.projects.delete_label', { name: project.name })} onClick={() => setToDelete(project)}>
                        <icons.trash />
                      </Button>
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <Card
      title={t('topology.projects.title')}
      description={projects.data ? t('topology.projects.count', { count: projects.data.length }) : t('topology.projects.description')}
      actions={projects.data && projects.data.length > 0 ? addButton : null}
    >
      <div className="space-y-3">
        {!canEdit && <p className="text-sm text-neutral-600">{t('topology.projects.read_only')}</p>}
        {content}
      </div>
      <Sheet
        open={panel !== null}
        onClose={closePanel}
        title={panel?.mode === 'edit' ? t('topology.projects.edit_title') : t('topology.projects.add_title')}
        closeLabel={tCommon('actions.close')}
      >
        {panel && (
          <ProjectForm
            key={panel.mode === 'edit' ? panel.project.id : 'new'}
            companyId={companyId}
            project={panel.mode === 'edit' ? panel.project : undefined}
            onDone={closePanel}
          />
        )}
      </Sheet>
      <ConfirmDeleteDialog
        open={toDelete !== null}
        title={t('topology.projects.delete_title', { name: toDelete?.name ?? '' })}
        description={t('topology.projects.delete_body')}
        pending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
