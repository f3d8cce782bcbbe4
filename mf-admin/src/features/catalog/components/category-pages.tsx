import { categoryInputSchema, paths, type Category, type CategoryInput } from '@rr/contracts';
import { useNavigate, useParams } from '@rr/router';
import { Card, Field, Input, PageLoading, TextLink, Textarea, toast, type DataColumn } from '@rr/ui';
import { VALIDATION_SUMMARY, useContractForm } from '@rr/ui/form';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CreatePage, DeleteAction, MissingPage, RecordPage } from '../../../components/detail-page';
import { FormEnd } from '../../../components/form-end';
import { ListPage, NewButton } from '../../../components/list-page';
import { ListResults } from '../../../components/list-results';
import { createCategory, deleteCategory, updateCategory, useCatalogWrite, useCategories, useCategory } from '../api/catalog';

/** /auth/admin/categories (spec §2): every category, inactive too, with its series. */
export function CategoriesPage() {
  const categories = useCategories();
  const columns: DataColumn<Category, ReactNode>[] = [
    {
      id: 'name',
      header: <FormattedMessage id="admin.categories.col.name" />,
      cell: (c) => (
        <span className="adm-deadline-event">
          <TextLink to={paths.admin.category(c._id)}>{c.name}</TextLink>
          {c.description ? <span className="rr-muted">{c.description}</span> : null}
        </span>
      ),
    },
    { id: 'series', header: <FormattedMessage id="admin.categories.col.series" />, cell: (c) => c.series.map((s) => s.name).join(', ') || '—' },
    {
      id: 'status',
      header: <FormattedMessage id="admin.series.col.status" />,
      cell: (c) => (
        <span className={c.active ? 'rr-badge rr-badge--success' : 'rr-badge rr-badge--warning'}>
          <FormattedMessage id={c.active ? 'admin.series.active' : 'admin.series.inactive'} />
        </span>
      ),
    },
  ];
  return (
    <ListPage
      title={<FormattedMessage id="admin.categories.title" />}
      lead={<FormattedMessage id="admin.categories.lead" />}
      actions={
        <NewButton to={paths.admin.category()}>
          <FormattedMessage id="admin.categories.new" />
        </NewButton>
      }
    >
      <Card padded={false}>
        <ListResults
          query={categories}
          columns={columns}
          rows={categories.data?.allCategories ?? []}
          rowKey={(c) => c._id}
          caption={<FormattedMessage id="admin.categories.title" />}
          empty={<FormattedMessage id="admin.categories.none" />}
        />
      </Card>
    </ListPage>
  );
}

type CategoryValues = { name: string; description: string; active: boolean };

function CategoryForm({ category, onSaved }: { category?: Category; onSaved: (saved: Category) => void }) {
  const intl = useIntl();
  const save = useCatalogWrite((body: CategoryInput) => (category ? updateCategory(category._id, body) : createCategory(body)));
  const [defaultValues] = useState<CategoryValues>(() => ({ name: category?.name ?? '', description: category?.description ?? '', active: category?.active ?? true }));
  const form = useContractForm<CategoryValues, CategoryInput, { category: Category }>({
    schema: categoryInputSchema,
    defaultValues,
    toBody: (values) => ({ name: values.name.trim(), description: values.description.trim() || undefined, active: values.active }),
    summary: VALIDATION_SUMMARY,
    send: (body) => save.mutateAsync(body),
    onSuccess: (answer) => {
      toast.success(intl.formatMessage({ id: 'admin.categories.saved' }, { name: answer.category.name }));
      onSaved(answer.category);
    },
  });
  return (
    <form className="rr-stack" {...form.formProps}>
      <Field label={<FormattedMessage id="admin.categories.col.name" />} error={form.error('name')} required>
        <Input {...form.field('name')} />
      </Field>
      <Field label={<FormattedMessage id="admin.categories.description" />} error={form.error('description')}>
        <Textarea rows={3} {...form.field('description')} />
      </Field>
      <FormEnd
        form={form}
        active={{ label: <FormattedMessage id="admin.categories.activeLabel" />, field: form.form.register('active') }}
        submit={<FormattedMessage id={category ? 'admin.seriesForm.save' : 'admin.categories.create'} />}
      />
    </form>
  );
}

const back = (
  <TextLink to={paths.admin.categories()}>
    <FormattedMessage id="admin.categories.back" />
  </TextLink>
);

/** /auth/admin/category/{categoryId?} (spec §2): a category's name, description, active flag and series; no id = create. */
export function CategoryPage() {
  const { categoryId } = useParams();
  const navigate = useNavigate();
  if (!categoryId)
    return (
      <CreatePage back={back} title={<FormattedMessage id="admin.categories.new" />}>
        <CategoryForm onSaved={(saved) => navigate(paths.admin.category(saved._id))} />
      </CreatePage>
    );
  return <CategoryDetail key={categoryId} categoryId={categoryId} />;
}

function CategoryDetail({ categoryId }: { categoryId: string }) {
  const intl = useIntl();
  const removal = useCatalogWrite((id: string) => deleteCategory(id));
  const category = useCategory(categoryId);
  if (category.isPending) return <PageLoading />;
  if (!category.data) return <MissingPage back={back} title={<FormattedMessage id="admin.categories.missing" />} error={category.error} />;
  const c = category.data.category;
  const remove = async () => {
    await removal.mutateAsync(c._id);
    return intl.formatMessage({ id: 'admin.categories.deleted' }, { name: c.name });
  };
  return (
    <RecordPage
      back={back}
      title={c.name}
      actions={
        <DeleteAction
          label={<FormattedMessage id="admin.categories.delete" />}
          title={<FormattedMessage id="admin.categories.confirmDelete" values={{ name: c.name }} />}
          message={<FormattedMessage id="admin.categories.confirmDeleteLead" values={{ count: c.series.length }} />}
          // The page leaves after a success: the dialog stays busy until it has.
          busy={removal.isPending || removal.isSuccess}
          remove={remove}
          leaveTo={paths.admin.categories()}
        />
      }
    >
      <Card>
        <CategoryForm key={`${c._id}:${c.name}:${c.active}`} category={c} onSaved={() => undefined} />
      </Card>
      <Card title={<FormattedMessage id="admin.categories.col.series" />}>
        {c.series.length === 0 ? (
          <p className="rr-muted">
            <FormattedMessage id="admin.categories.noSeries" />
          </p>
        ) : (
          <ul className="adm-plain-list">
            {c.series.map((s) => (
              <li key={s._id}>
                <TextLink to={paths.admin.serie(s._id)}>{s.name}</TextLink>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </RecordPage>
  );
}
