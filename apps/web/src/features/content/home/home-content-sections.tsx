import { getTranslations } from 'next-intl/server';
import { getLang } from '@/i18n/get-lang';
import { getBlogs, getNewsrooms, getOffers, getPassengerSpeaks } from '../api/content-queries';
import { BlogCard } from '../blogs/blog-card';
import { blogMetaLine } from '../blogs/blog-meta';
import { blogsPath } from '../blogs/blog-paths';
import { CampaignCard } from '../campaigns/campaign-card';
import { campaignDateLine, statusLabel } from '../campaigns/campaign-dates';
import { campaignStatus, campaignsPath } from '../campaigns/campaign-status';
import { NewsCard } from '../news/news-card';
import { newsroomsPath } from '../news/news-paths';
import { HomeSection } from './home-section';
import { TestimonialCard } from './testimonial-card';

const CARDS = 3;

/**
 * The home page's content bands (SPEC.md §2): live campaigns, the latest posts, passengers' words and
 * news. Each band hides itself when it has nothing to show or its content could not be loaded: the
 * booking above them never waits on or breaks with the content API.
 */
export async function HomeContentSections() {
  const t = await getTranslations('content');
  const lang = await getLang();
  const [offers, blogs, testimonials, news] = await Promise.all([
    getOffers({ perPage: 12 }),
    getBlogs({ perPage: CARDS }),
    getPassengerSpeaks(),
    getNewsrooms({ perPage: CARDS }),
  ]);
  const now = Date.now();
  const tc = await getTranslations('content.campaigns');
  const liveOffers = offers.ok
    ? offers.data.items.filter((offer) => campaignStatus(offer, now) === 'live').slice(0, CARDS)
    : [];

  return (
    <>
      <HomeSection
        id="home-campaigns"
        title={t('home.campaigns')}
        seeAll={{ href: campaignsPath, label: t('home.seeAllCampaigns') }}
        items={liveOffers}
        card={(offer) => (
          <CampaignCard
            offer={offer}
            lang={lang}
            status="live"
            statusText={statusLabel('live', tc)}
            dateLine={campaignDateLine(offer, 'live', lang, tc)}
            headingLevel="h3"
          />
        )}
      />
      <HomeSection
        id="home-blog"
        title={t('home.blog')}
        seeAll={{ href: blogsPath, label: t('home.seeAllBlogs') }}
        tinted
        items={blogs.ok ? blogs.data.items.slice(0, CARDS) : []}
        card={(post) => (
          <BlogCard post={post} lang={lang} meta={blogMetaLine(post, lang, t)} headingLevel="h3" />
        )}
      />
      <HomeSection
        id="home-testimonials"
        title={t('home.testimonials')}
        items={testimonials.ok ? testimonials.data.slice(0, CARDS) : []}
        card={(item) => (
          <TestimonialCard item={item} lang={lang} ratingLabel={(rating) => t('home.rating', { rating })} />
        )}
      />
      <HomeSection
        id="home-news"
        title={t('home.news')}
        seeAll={{ href: newsroomsPath, label: t('home.seeAllNews') }}
        tinted
        items={news.ok ? news.data.items.slice(0, CARDS) : []}
        card={(item) => (
          <NewsCard
            item={item}
            lang={lang}
            headingLevel="h3"
            labels={{
              readAt: (outlet) => t('newsrooms.readAt', { outlet }),
              newTab: t('opensInNewTab'),
            }}
          />
        )}
      />
    </>
  );
}
