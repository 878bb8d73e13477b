import { NumberInput, required, SelectField, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { DateField, NumberField, TextField } from '../i18n/fields';
import { Bilingual } from './bilingual';
import { ContentList } from './content-list';
import { ImageInput } from './image-input';
import { PublicationField, PublicationInputs } from './publication';

// News, testimonials, the board, tutorials and the about/terms/privacy pages.

export const NewsList = () => (
  <ContentList title="News">
    <TextField source="title_en" label="Title" />
    <TextField source="outlet" label="Outlet" />
    <PublicationField label="Status" />
    <DateField source="published_at" label="Publish at" />
  </ContentList>
);

export function NewsForm() {
  return (
    <SimpleForm>
      <Bilingual source="title" label="Headline" />
      <TextInput source="outlet" label="Outlet" validate={required()} helperText="The paper or channel" />
      <TextInput source="url" label="Link to the story" type="url" fullWidth />
      <Bilingual source="body" label="Our note" kind="rich" isOptional />
      <ImageInput source="image" label="Picture" />
      <PublicationInputs />
    </SimpleForm>
  );
}

export const TestimonialList = () => (
  <ContentList title="Passenger testimonials">
    <TextField source="name" label="Name" />
    <TextField source="quote_en" label="Quote" />
    <NumberField source="rating" label="Rating" />
    <PublicationField label="Status" />
  </ContentList>
);

export function TestimonialForm() {
  return (
    <SimpleForm>
      <TextInput source="name" label="Name" validate={required()} />
      <Bilingual source="quote" label="Quote" kind="paragraph" />
      <ImageInput source="photo" label="Photo" />
      <NumberInput source="rating" label="Stars (1 to 5)" min={1} max={5} />
      <NumberInput source="sort" label="Order" defaultValue={0} />
      <PublicationInputs />
    </SimpleForm>
  );
}

export const BoardList = () => (
  <ContentList title="Board of management" hasStatus={false}>
    <TextField source="name_en" label="Name" />
    <TextField source="role_en" label="Role" />
    <NumberField source="sort" label="Order" />
  </ContentList>
);

export function BoardForm() {
  return (
    <SimpleForm>
      <Bilingual source="name" label="Name" />
      <Bilingual source="role" label="Role" />
      <ImageInput source="photo" label="Photo" />
      <NumberInput source="sort" label="Order" defaultValue={0} />
    </SimpleForm>
  );
}

const audiences = [
  { id: 'passenger', name: 'Passengers' },
  { id: 'driver', name: 'Drivers' },
];

// Steps are a list; the form edits them one per line.
const stepsAsText = (steps: unknown) => (Array.isArray(steps) ? steps.join('\n') : '');
const textAsSteps = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const TutorialList = () => (
  <ContentList title="Tutorials">
    <TextField source="title_en" label="Title" />
    <SelectField source="audience" label="Audience" choices={audiences} />
    <PublicationField label="Status" />
  </ContentList>
);

export function TutorialForm() {
  return (
    <SimpleForm>
      <Bilingual source="title" label="Title" />
      <SelectInput source="audience" label="Audience" choices={audiences} validate={required()} />
      <TextInput source="video_url" label="Video link" type="url" fullWidth />
      {(['en', 'bn'] as const).map((lang) => (
        <TextInput
          key={lang}
          source={`steps_${lang}`}
          label={lang === 'en' ? 'Steps (English), one per line' : 'ধাপ (বাংলা), প্রতি লাইনে একটি'}
          format={stepsAsText}
          parse={textAsSteps}
          validate={required()}
          multiline
          minRows={4}
          fullWidth
        />
      ))}
      <NumberInput source="sort" label="Order" defaultValue={0} />
      <PublicationInputs />
    </SimpleForm>
  );
}

export const PageList = () => (
  <ContentList title="Pages" hasStatus={false}>
    <TextField source="id" label="Page" />
    <TextField source="title_en" label="Title" />
    <DateField source="updated_at" label="Last changed" showTime />
  </ContentList>
);

export function PageForm() {
  return (
    <SimpleForm>
      <Bilingual source="title" label="Title" />
      <Bilingual source="body" label="Text" kind="rich" />
    </SimpleForm>
  );
}
