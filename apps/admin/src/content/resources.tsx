import { BlogForm, BlogList, BlogPlaceForm, BlogPlaceList, CategoryForm, CategoryList } from './blogs';
import {
  CampaignCategoryList,
  CampaignForm,
  CampaignList,
  FaqForm,
  FaqList,
  PopupForm,
  PopupList,
} from './campaigns';
import {
  BoardForm,
  BoardList,
  NewsForm,
  NewsList,
  PageForm,
  PageList,
  TestimonialForm,
  TestimonialList,
  TutorialForm,
  TutorialList,
} from './company';
import { type ContentKind, contentResource } from './content-resource';

const BlogCategoryList = () => <CategoryList title="Blog categories" />;

const kinds: ContentKind[] = [
  {
    path: 'blogs',
    label: 'Blog posts',
    list: BlogList,
    form: BlogForm,
    noun: 'blog post',
    afterCreate: 'edit',
  },
  {
    path: 'blog-categories',
    label: 'Blog categories',
    list: BlogCategoryList,
    form: CategoryForm,
    noun: 'category',
  },
  { path: 'blog-places', label: 'Places in posts', list: BlogPlaceList, form: BlogPlaceForm, noun: 'place' },
  {
    path: 'campaigns',
    label: 'Campaigns',
    list: CampaignList,
    form: CampaignForm,
    noun: 'campaign',
    afterCreate: 'edit',
  },
  {
    path: 'campaign-categories',
    label: 'Campaign categories',
    list: CampaignCategoryList,
    form: CategoryForm,
    noun: 'category',
  },
  { path: 'faqs', label: 'FAQs', list: FaqList, form: FaqForm, noun: 'question' },
  { path: 'popups', label: 'Campaign popup', list: PopupList, form: PopupForm, noun: 'popup' },
  { path: 'news', label: 'News', list: NewsList, form: NewsForm, noun: 'news item' },
  {
    path: 'testimonials',
    label: 'Testimonials',
    list: TestimonialList,
    form: TestimonialForm,
    noun: 'testimonial',
  },
  { path: 'board', label: 'Board of management', list: BoardList, form: BoardForm, noun: 'board member' },
  { path: 'tutorials', label: 'Tutorials', list: TutorialList, form: TutorialForm, noun: 'tutorial' },
  { path: 'pages', label: 'Pages', list: PageList, form: PageForm, noun: 'page', fixed: true },
];

/** The editors' part of the console: one resource per kind of content at /admin/api/content/…. */
export const contentResources = kinds.map(contentResource);
