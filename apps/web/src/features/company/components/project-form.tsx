import type { Project } from '@carbon/contracts/ledger';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { NumberField } from '@/components/ui/number-input';
import { useToast } from '@/components/ui/toast';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { applyFieldIssues } from '@/lib/form-errors';
import { useCreateProject, useUpdateProject } from '../api/project-queries';
import { projectFormSchema, projectFormValues, type ProjectFormInput, type ProjectFormOutput } from '../company-forms';

const fieldNames = ['name', 'description', 'budget'] as const;

interface ProjectFormProps {
  companyId: string;
  /** The project to edit (PATCH /projects/{id}); without it the form creates one (POST /projects). */
  project?: Project;
  onDone: () => void;
}

/** The form of a project on My company: its name, description and optional budget (the "budget" criterion). */
export function ProjectForm({ companyId, project, onDone }: ProjectFormProps) {
  const { t } = useTranslation('app');
  const { t: tCommon } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const create = useCreateProject(companyId);
  const update = useUpdateProject(companyId);
  const form = useForm<ProjectFormInput, unknown, ProjectFormOutput>({
    resolver: zodResolver(projectFormSchema),
    defaultValues: projectFormValues(project),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = project ? await update.mutateAsync({ id: project.id, input: values }) : await create.mutateAsync(values);
      toast.success(t(project ? 'topology.projects.updated' : 'topology.projects.added', { name: saved.name }));
      onDone();
    } catch (error) {
      if (!applyFieldIssues(error, form.setError, fieldNames)) {
        toast.error(t(project ? 'topology.projects.update_failed' : 'topology.projects.add_failed'), errorText(error));
      }
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={project ? t('topology.projects.edit_form_label', { name: project.name }) : t('topology.projects.add_title')}
    >
      <TextField label={t('topology.projects.fields.name')} required data-autofocus error={fieldError(errors.name?.message)} {...form.register('name')} />
      <TextField label={t('topology.projects.fields.description')} error={fieldError(errors.description?.message)} {...form.register('description')} />
      <NumberField
        control={form.control}
        name="budget"
        label={t('topology.projects.fields.budget')}
        hint={t('topology.projects.fields.budget_hint')}
        error={fieldError(errors.budget?.message)}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {tCommon('actions.cancel')}
        </Button>
        <Button type="submit" pending={project ? update.isPending : create.isPending}>
          {project ? t('topology.projects.save') : t('topology.projects.add')}
        </Button>
      </div>
    </form>
  );
}
