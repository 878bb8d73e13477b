import {
  Create,
  DateField,
  NumberField,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { Bilingual } from './bilingual';
import { ContentList } from './content-list';
import { ImageInput } from './image-input';
import { ContentEdit, PublicationField, PublicationInputs } from './publication';

// News, testimonials, the board, tutorials and the about/terms/privacy pages.

export const NewsList = () => (
  <ContentList title="News">
    <TextField source="title_en" label="Title" />
    <TextField source="outlet" />
    <PublicationField label="Status" />
    <DateField source="published_at" label="Publish at" />
  </ContentList>
);

function NewsForm() {
  return (
    <SimpleForm>
      <Bilingual source="title" label="Headline" />
      <TextInput source="outlet" validate={required()} helperText="The paper or channel" />
      <TextInput source="url" label="Link to the story" type="url" fullWidth />
      <Bilingual source="body" label="Our note" kind="rich" isOptional />
      <ImageInput source="image" label="Picture" />
      <PublicationInputs />
    </SimpleForm>
  );
}

export const NewsCreate = () => (
  <Create title="New news item" redirect="list">
    <NewsForm />
  </Create>
);

export const NewsEdit = () => (
  <ContentEdit title="Edit news item">
    <NewsForm />
  </ContentEdit>
);

export const TestimonialList = () => (
  <ContentList title="Passenger testimonials">
    <TextField source="name" />
    <TextField source="quote_en" label="Quote" />
    <NumberField source="rating" />
    <PublicationField label="Status" />
  </ContentList>
);

function TestimonialForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} />
      <Bilingual source="quote" label="Quote" kind="paragraph" />
      <ImageInput source="photo" label="Photo" />
      <NumberInput source="rating" label="Stars (1 to 5)" min={1} max={5} />
      <NumberInput source="sort" label="Order" defaultValue={0} />
      <PublicationInputs />
    </SimpleForm>
  );
}

export const TestimonialCreate = () => (
  <Create title="New testimonial" redirect="list">
    <TestimonialForm />
  </Create>
);

export const TestimonialEdit = () => (
  <ContentEdit title="Edit testimonial">
    <TestimonialForm />
  </ContentEdit>
);

export const BoardList = () => (
  <ContentList title="Board of management" hasStatus={false}>
    <TextField source="name_en" label="Name" />
    <TextField source="role_en" label="Role" />
    <NumberField source="sort" label="Order" />
  </ContentList>
);

function BoardForm() {
  return (
    <SimpleForm>
      <Bilingual source="name" label="Name" />
      <Bilingual source="role" label="Role" />
      <ImageInput source="photo" label="Photo" />
      <NumberInput source="sort" label="Order" defaultValue={0} />
    </SimpleForm>
  );
}

export const BoardCreate = () => (
  <Create title="New board member" redirect="list">
    <BoardForm />
  </Create>
);

export const BoardEdit = () => (
  <ContentEdit title="Edit board member">
    <BoardForm />
  </ContentEdit>
);

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
    <TextField source="audience" />
    <PublicationField label="Status" />
  </ContentList>
);

function TutorialForm() {
  return (
    <SimpleForm>
      <Bilingual source="title" label="Title" />
      <SelectInput source="audience" choices={audiences} validate={required()} />
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

export const TutorialCreate = () => (
  <Create title="New tutorial" redirect="list">
    <TutorialForm />
  </Create>
);

export const TutorialEdit = () => (
  <ContentEdit title="Edit tutorial">
    <TutorialForm />
  </ContentEdit>
);

export const PageList = () => (
  <ContentList title="Pages" hasStatus={false}>
    <TextField source="id" label="Page" />
    <TextField source="title_en" label="Title" />
    <DateField source="updated_at" label="Last changed" showTime />
  </ContentList>
);

export const PageEdit = () => (
  <ContentEdit title="Edit page">
    <SimpleForm>
      <Bilingual source="title" label="Title" />
      <Bilingual source="body" label="Text" kind="rich" />
    </SimpleForm>
  </ContentEdit>
);
