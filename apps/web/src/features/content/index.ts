// The content feature's public face: the pages, metadata, feeds and home sections the app routes and
// other features use. Everything else in this folder is its own business.

export { CarRequisitionPage, SurveyPage } from './bare-pages';
export { BlogListPage } from './blogs/blog-list-page';
export { blogListMetadata, blogPostMetadata } from './blogs/blog-metadata';
export { blogListFiltersOf } from './blogs/blog-paths';
export { BlogPostPage } from './blogs/blog-post-page';
export { BusinessPage } from './business-page';
export { CampaignDetailPage } from './campaigns/campaign-detail-page';
export { CampaignListPage } from './campaigns/campaign-list-page';
export { campaignListMetadata, campaignMetadata } from './campaigns/campaign-metadata';
export { campaignListFiltersOf } from './campaigns/campaign-status';
export { ClubPage } from './club-page';
export { EarnWithPage } from './earn-with-page';
export { HomeContentSections } from './home/home-content-sections';
export { homeMetadata } from './home/home-metadata';
export { OrganizationJsonLd } from './home/organization-json-ld';
export { newsroomMetadata } from './news/news-metadata';
export { newsPageOf } from './news/news-paths';
export { NewsroomPage } from './news/newsroom-page';
export { NotFoundContent } from './not-found-content';
export { AboutPage } from './pages/about-page';
export { FaqPage } from './pages/faq-page';
export { LegalPage } from './pages/legal-page';
export { aboutMetadata, faqMetadata, legalMetadata, tutorialMetadata } from './pages/static-page-metadata';
export { TutorialPage } from './pages/tutorial-page';
export { CampaignPopup } from './popup/campaign-popup';
export { blogFeed, feedLangOf, feedResponse, newsFeed } from './seo/feeds';
export { pageMetadata } from './seo/page-metadata';
export { robotsRules, sitemapEntries } from './seo/sitemap-entries';
