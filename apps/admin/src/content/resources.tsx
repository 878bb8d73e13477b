import { lazyPage } from '../resource';
import { type ContentKind, contentResource } from './content-resource';

// Each kind's list and form (and with them the rich-text editor) load with its first page shown.
const blogs = () => import('./blogs');
const campaigns = () => import('./campaigns');
const company = () => import('./company');

const BlogCategoryList = lazyPage(blogs, ({ CategoryList }) => () => (
  <CategoryList title="Blog categories" />
));

const kinds: ContentKind[] = [
  {
    path: 'blogs',
    label: 'Blog posts',
    list: lazyPage(blogs, (m) => m.BlogList),
    form: lazyPage(blogs, (m) => m.BlogForm),
    noun: 'blog post',
    afterCreate: 'edit',
  },
  {
    path: 'blog-categories',
    label: 'Blog categories',
    list: BlogCategoryList,
    form: lazyPage(blogs, (m) => m.CategoryForm),
    noun: 'category',
  },
  {
    path: 'blog-places',
    label: 'Places in posts',
    list: lazyPage(blogs, (m) => m.BlogPlaceList),
    form: lazyPage(blogs, (m) => m.BlogPlaceForm),
    noun: 'place',
  },
  {
    path: 'campaigns',
    label: 'Campaigns',
    list: lazyPage(campaigns, (m) => m.CampaignList),
    form: lazyPage(campaigns, (m) => m.CampaignForm),
    noun: 'campaign',
    afterCreate: 'edit',
  },
  {
    path: 'campaign-categories',
    label: 'Campaign categories',
    list: lazyPage(campaigns, (m) => m.CampaignCategoryList),
    form: lazyPage(blogs, (m) => m.CategoryForm),
    noun: 'category',
  },
  {
    path: 'faqs',
    label: 'FAQs',
    list: lazyPage(campaigns, (m) => m.FaqList),
    form: lazyPage(campaigns, (m) => m.FaqForm),
    noun: 'question',
  },
  {
    path: 'popups',
    label: 'Campaign popup',
    list: lazyPage(campaigns, (m) => m.PopupList),
    form: lazyPage(campaigns, (m) => m.PopupForm),
    noun: 'popup',
  },
  {
    path: 'news',
    label: 'News',
    list: lazyPage(company, (m) => m.NewsList),
    form: lazyPage(company, (m) => m.NewsForm),
    noun: 'news item',
  },
  {
    path: 'testimonials',
    label: 'Testimonials',
    list: lazyPage(company, (m) => m.TestimonialList),
    form: lazyPage(company, (m) => m.TestimonialForm),
    noun: 'testimonial',
  },
  {
    path: 'board',
    label: 'Board of management',
    list: lazyPage(company, (m) => m.BoardList),
    form: lazyPage(company, (m) => m.BoardForm),
    noun: 'board member',
  },
  {
    path: 'tutorials',
    label: 'Tutorials',
    list: lazyPage(company, (m) => m.TutorialList),
    form: lazyPage(company, (m) => m.TutorialForm),
    noun: 'tutorial',
  },
  {
    path: 'pages',
    label: 'Pages',
    list: lazyPage(company, (m) => m.PageList),
    form: lazyPage(company, (m) => m.PageForm),
    noun: 'page',
    fixed: true,
  },
];

/** The editors' part of the console: one resource per kind of content at /admin/api/content/…. */
export const contentResources = kinds.map(contentResource);
