import {
  BooleanInput,
  DateTimeInput,
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
import { CategoryList } from './blogs';
import { ContentList } from './content-list';
import { ImageInput } from './image-input';
import { PublicationField, PublicationInputs } from './publication';

export const CampaignList = () => (
  <ContentList title="Campaigns">
    <TextField source="title_en" label="Title" />
    <TextField source="promo_code" label="Promo code" emptyText="—" />
    <DateField source="starts_at" label="Runs from" />
    <DateField source="ends_at" label="Until" />
    <PublicationField label="Status" />
  </ContentList>
);

export function CampaignForm() {
  return (
    <SimpleForm>
      <TextInput
        source="slug"
        label="Slug"
        validate={required()}
        helperText="Lowercase words joined by dashes"
        fullWidth
      />
      <ReferenceInput source="category_id" reference="content/campaign-categories">
        <SelectInput optionText="name_en" label="Category" />
      </ReferenceInput>
      <Bilingual source="title" label="Title" />
      <Bilingual source="summary" label="Summary" kind="paragraph" />
      <Bilingual source="body" label="Body" kind="rich" />
      <Bilingual source="terms" label="Terms" kind="rich" />
      <ImageInput source="banner" label="Banner" />
      <TextInput source="promo_code" label="Promo code (optional)" helperText="The code passengers enter" />
      <DateTimeInput source="starts_at" label="Runs from" validate={required()} />
      <DateTimeInput source="ends_at" label="Until" validate={required()} />
      <BooleanInput source="gp_loyalty" label="Grameenphone loyalty check on the page" />
      <PublicationInputs />
    </SimpleForm>
  );
}

export const CampaignCategoryList = () => <CategoryList title="Campaign categories" />;

const campaignFilter = (
  <ReferenceInput key="campaign" source="offer_id" reference="content/campaigns">
    <SelectInput optionText="title_en" label="Campaign" />
  </ReferenceInput>
);

export const FaqList = () => (
  <ContentList title="FAQs" hasStatus={false} extraFilters={[campaignFilter]}>
    <TextField source="question_en" label="Question" />
    <ReferenceField
      source="offer_id"
      reference="content/campaigns"
      label="Campaign"
      link={false}
      emptyText="Site FAQ"
    >
      <TextField source="title_en" />
    </ReferenceField>
    <NumberField source="sort" label="Order" />
  </ContentList>
);

export function FaqForm() {
  return (
    <SimpleForm>
      <ReferenceInput source="offer_id" reference="content/campaigns">
        <SelectInput optionText="title_en" label="Campaign (empty: the site's own FAQ)" />
      </ReferenceInput>
      <Bilingual source="question" label="Question" />
      <Bilingual source="answer" label="Answer" kind="paragraph" />
      <NumberInput source="sort" label="Order" defaultValue={0} />
    </SimpleForm>
  );
}

export const PopupList = () => (
  <ContentList title="Campaign popup" extraFilters={[campaignFilter]}>
    <TextField source="title_en" label="Title" />
    <ReferenceField source="offer_id" reference="content/campaigns" label="Campaign" link={false}>
      <TextField source="title_en" />
    </ReferenceField>
    <PublicationField label="Status" />
    <NumberField source="views" label="Shown" />
    <NumberField source="clicks" label="Opened" />
    <NumberField source="closes" label="Closed" />
  </ContentList>
);

export function PopupForm() {
  return (
    <SimpleForm>
      <ReferenceInput source="offer_id" reference="content/campaigns">
        <SelectInput optionText="title_en" label="Campaign" validate={required()} />
      </ReferenceInput>
      <Bilingual source="title" label="Title" />
      <ImageInput source="image" label="Picture" isRequired />
      <PublicationInputs />
    </SimpleForm>
  );
}
