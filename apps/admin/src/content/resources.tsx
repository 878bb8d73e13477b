import { Resource } from 'react-admin';
import {
  BlogCreate,
  BlogEdit,
  BlogList,
  BlogPlaceCreate,
  BlogPlaceEdit,
  BlogPlaceList,
  CategoryCreate,
  CategoryEdit,
  CategoryList,
} from './blogs';
import {
  CampaignCategoryList,
  CampaignCreate,
  CampaignEdit,
  CampaignList,
  FaqCreate,
  FaqEdit,
  FaqList,
  PopupCreate,
  PopupEdit,
  PopupList,
} from './campaigns';
import {
  BoardCreate,
  BoardEdit,
  BoardList,
  NewsCreate,
  NewsEdit,
  NewsList,
  PageEdit,
  PageList,
  TestimonialCreate,
  TestimonialEdit,
  TestimonialList,
  TutorialCreate,
  TutorialEdit,
  TutorialList,
} from './company';

const BlogCategoryList = () => <CategoryList title="Blog categories" />;

/** The editors' part of the console: one resource per kind of content at /admin/api/content/…. */
export const contentResources = [
  <Resource
    key="blogs"
    name="content/blogs"
    options={{ label: 'Blog posts' }}
    list={BlogList}
    create={BlogCreate}
    edit={BlogEdit}
  />,
  <Resource
    key="blog-categories"
    name="content/blog-categories"
    options={{ label: 'Blog categories' }}
    list={BlogCategoryList}
    create={CategoryCreate}
    edit={CategoryEdit}
  />,
  <Resource
    key="blog-places"
    name="content/blog-places"
    options={{ label: 'Places in posts' }}
    list={BlogPlaceList}
    create={BlogPlaceCreate}
    edit={BlogPlaceEdit}
  />,
  <Resource
    key="campaigns"
    name="content/campaigns"
    options={{ label: 'Campaigns' }}
    list={CampaignList}
    create={CampaignCreate}
    edit={CampaignEdit}
  />,
  <Resource
    key="campaign-categories"
    name="content/campaign-categories"
    options={{ label: 'Campaign categories' }}
    list={CampaignCategoryList}
    create={CategoryCreate}
    edit={CategoryEdit}
  />,
  <Resource
    key="faqs"
    name="content/faqs"
    options={{ label: 'FAQs' }}
    list={FaqList}
    create={FaqCreate}
    edit={FaqEdit}
  />,
  <Resource
    key="popups"
    name="content/popups"
    options={{ label: 'Campaign popup' }}
    list={PopupList}
    create={PopupCreate}
    edit={PopupEdit}
  />,
  <Resource
    key="news"
    name="content/news"
    options={{ label: 'News' }}
    list={NewsList}
    create={NewsCreate}
    edit={NewsEdit}
  />,
  <Resource
    key="testimonials"
    name="content/testimonials"
    options={{ label: 'Testimonials' }}
    list={TestimonialList}
    create={TestimonialCreate}
    edit={TestimonialEdit}
  />,
  <Resource
    key="board"
    name="content/board"
    options={{ label: 'Board of management' }}
    list={BoardList}
    create={BoardCreate}
    edit={BoardEdit}
  />,
  <Resource
    key="tutorials"
    name="content/tutorials"
    options={{ label: 'Tutorials' }}
    list={TutorialList}
    create={TutorialCreate}
    edit={TutorialEdit}
  />,
  <Resource key="pages" name="content/pages" options={{ label: 'Pages' }} list={PageList} edit={PageEdit} />,
];
