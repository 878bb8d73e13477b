import {
  BooleanInput,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { DateField, NumberField, TextField } from '../i18n/fields';
import { Bilingual } from './bilingual';
import { ContentList } from './content-list';
import { ImageInput } from './image-input';
import { PublicationField, PublicationInputs } from './publication';

const helpText = { slug: 'The address: lowercase words joined by dashes, e.g. sreemangal-tea-trail' };

export const BlogList = () => (
  <ContentList title="Blog posts">
    <TextField source="title_en" label="Title" />
    <ReferenceField source="category_id" reference="content/blog-categories" label="Category" link={false}>
      <TextField source="name_en" />
    </ReferenceField>
    <PublicationField label="Status" />
    <DateField source="published_at" label="Publish at" showTime />
  </ContentList>
);

export function BlogForm() {
  return (
    <SimpleForm>
      <TextInput source="slug" label="Slug" validate={required()} helperText={helpText.slug} fullWidth />
      <ReferenceInput
        source="category_id"
        reference="content/blog-categories"
        sort={{ field: 'sort', order: 'ASC' }}
      >
        <SelectInput optionText="name_en" label="Category" />
      </ReferenceInput>
      <Bilingual source="title" label="Title" />
      <Bilingual source="excerpt" label="Excerpt" kind="paragraph" />
      <Bilingual source="body" label="Body" kind="rich" />
      <ImageInput source="cover" label="Cover picture" />
      <TextInput source="author" label="Author" />
      <NumberInput source="reading_minutes" label="Minutes to read" defaultValue={3} min={1} max={120} />
      <BooleanInput source="featured" label="Featured in the home page's slider" />
      <PublicationInputs />
    </SimpleForm>
  );
}

/** Blog and campaign categories: a slug, a name in each language and a place in the order. */
export function CategoryForm() {
  return (
    <SimpleForm>
      <TextInput source="slug" label="Slug" validate={required()} helperText={helpText.slug} />
      <Bilingual source="name" label="Name" />
      <NumberInput source="sort" label="Order" defaultValue={0} />
    </SimpleForm>
  );
}

export const CategoryList = ({ title }: { title: string }) => (
  <ContentList title={title} hasStatus={false}>
    <TextField source="name_en" label="Name" />
    <TextField source="name_bn" label="নাম" />
    <TextField source="slug" label="Slug" />
    <NumberField source="sort" label="Order" />
  </ContentList>
);

export const BlogPlaceList = () => (
  <ContentList
    title="Places in posts"
    hasStatus={false}
    extraFilters={[
      <ReferenceInput key="blog" source="blog_id" reference="content/blogs">
        <SelectInput optionText="title_en" label="Post" />
      </ReferenceInput>,
    ]}
  >
    <TextField source="name_en" label="Place" />
    <TextField source="district" label="District" />
    <ReferenceField source="blog_id" reference="content/blogs" label="Post" link={false}>
      <TextField source="title_en" />
    </ReferenceField>
  </ContentList>
);

export function BlogPlaceForm() {
  return (
    <SimpleForm>
      <ReferenceInput source="blog_id" reference="content/blogs">
        <SelectInput optionText="title_en" label="Post" validate={required()} />
      </ReferenceInput>
      <Bilingual source="name" label="Place" />
      <TextInput source="district" label="District" validate={required()} />
      <NumberInput source="lat" label="Latitude" validate={required()} step={0.0001} />
      <NumberInput source="lng" label="Longitude" validate={required()} step={0.0001} />
      <ImageInput source="image" label="Picture" />
      <Bilingual source="summary" label="Summary" kind="paragraph" />
      <NumberInput source="sort" label="Order" defaultValue={0} />
    </SimpleForm>
  );
}
