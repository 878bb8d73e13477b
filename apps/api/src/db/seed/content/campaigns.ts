import type { SeedFaq, SeedOffer, SeedOfferCategory } from './types';

export const offerCategories: SeedOfferCategory[] = [
  { id: 1, slug: 'festival', nameEn: 'Festival', nameBn: 'উৎসব' },
  { id: 2, slug: 'airport', nameEn: 'Airport', nameBn: 'এয়ারপোর্ট' },
  { id: 3, slug: 'partner', nameEn: 'Partner offers', nameBn: 'পার্টনার অফার' },
  { id: 4, slug: 'corporate', nameEn: 'Corporate', nameBn: 'কর্পোরেট' },
];

const promoTerms = (code: string, amount: string, amountBn: string, untilEn: string, untilBn: string) => ({
  termsEn: `<ul><li>Code ${code} takes ৳${amount} off the fare of one trip per passenger.</li><li>Valid for trips accepted until ${untilEn}.</li><li>Enter the code when you accept a driver's bid; it cannot be added afterwards.</li><li>It cannot be combined with another promo code or exchanged for cash.</li><li>If the trip is cancelled the code can be used again.</li><li>Pothik may end the offer early if it is misused.</li></ul>`,
  termsBn: `<ul><li>${code} কোডে প্রত্যেক যাত্রী একটি ট্রিপের ভাড়ায় ৳${amountBn} ছাড় পাবেন।</li><li>${untilBn} পর্যন্ত গ্রহণ করা ট্রিপে প্রযোজ্য।</li><li>চালকের বিড গ্রহণের সময় কোডটি দিন; পরে যোগ করা যাবে না।</li><li>অন্য কোনো প্রোমো কোডের সঙ্গে মিলিয়ে ব্যবহার করা বা নগদ টাকায় বদলানো যাবে না।</li><li>ট্রিপ বাতিল হলে কোডটি আবার ব্যবহার করা যাবে।</li><li>অপব্যবহার হলে পথিক অফারটি আগেই শেষ করতে পারে।</li></ul>`,
});

const howToUse: SeedFaq = {
  questionEn: 'How do I use the code?',
  questionBn: 'কোডটি কীভাবে ব্যবহার করব?',
  answerEn:
    'Tap "Use it" on this page, request your trip, and accept a driver’s bid: the code is already filled in. You can also type it in the accept dialog.',
  answerBn:
    'এই পাতায় "এটি ব্যবহার করুন" চাপুন, ট্রিপের অনুরোধ করুন, তারপর চালকের বিড গ্রহণ করুন: কোডটি আগে থেকেই বসানো থাকবে। চাইলে গ্রহণের ঘরে নিজেও লিখতে পারেন।',
};
const cancelled: SeedFaq = {
  questionEn: 'What if my trip is cancelled?',
  questionBn: 'ট্রিপ বাতিল হলে কী হবে?',
  answerEn: 'The code is released and you can use it on your next trip while the campaign runs.',
  answerBn: 'কোডটি আবার ব্যবহারযোগ্য হয়ে যাবে; ক্যাম্পেইন চলাকালে পরের ট্রিপে ব্যবহার করতে পারবেন।',
};
const carTypes: SeedFaq = {
  questionEn: 'Which cars does it cover?',
  questionBn: 'কোন কোন গাড়িতে প্রযোজ্য?',
  answerEn: 'Every car type: sedan, premium, noah/microbus and hiace.',
  answerBn: 'সব ধরনের গাড়িতে: সেডান, প্রিমিয়াম, নোয়া/মাইক্রোবাস আর হাইএস।',
};

export const offers: SeedOffer[] = [
  {
    id: 9,
    slug: 'eid2025',
    categoryId: 1,
    publishedAt: '2025-03-01T00:00:00Z',
    startsAt: '2025-03-01T00:00:00Z',
    endsAt: '2025-04-10T17:59:00Z',
    titleEn: 'Eid 2025: ৳200 off your trip home',
    titleBn: 'ঈদ ২০২৫: বাড়ি ফেরার ট্রিপে ৳২০০ ছাড়',
    summaryEn: 'Go home for Eid-ul-Fitr in a car of your own, with ৳200 off.',
    summaryBn: 'ঈদুল ফিতরে নিজের মতো গাড়িতে বাড়ি ফিরুন, ভাড়ায় ৳২০০ ছাড়ে।',
    bodyEn:
      '<p>Eid is for family, not for bus counters. Book a car home with code <strong>EID2025</strong> and take ৳200 off the fare you agree with your driver.</p><p>Book early: drivers bid on trips days ahead of Eid, and the fare you accept is the fare you pay.</p>',
    bodyBn:
      '<p>ঈদ পরিবারের জন্য, বাস কাউন্টারের লাইনের জন্য নয়। <strong>EID2025</strong> কোড দিয়ে বাড়ি ফেরার গাড়ি বুক করুন, চালকের সঙ্গে ঠিক হওয়া ভাড়া থেকে ৳২০০ ছাড় নিন।</p><p>আগে বুক করুন: ঈদের কয়েক দিন আগে থেকেই চালকেরা বিড করেন, আর যে ভাড়ায় রাজি হন সেটিই দেবেন।</p>',
    ...promoTerms('EID2025', '200', '২০০', '10 April 2025', '১০ এপ্রিল ২০২৫'),
    promo: { code: 'EID2025', amountOff: 200 },
    faqs: [howToUse, cancelled, carTypes],
  },
  {
    id: 1,
    slug: 'winter-getaways',
    categoryId: 1,
    publishedAt: '2026-11-01T00:00:00Z',
    startsAt: '2026-11-01T00:00:00Z',
    endsAt: '2027-01-31T17:59:00Z',
    titleEn: 'Winter getaways: ৳300 off trips out of town',
    titleBn: 'শীতের ছুটি: শহরের বাইরের ট্রিপে ৳৩০০ ছাড়',
    summaryEn: 'Sylhet’s tea gardens, Cox’s Bazar’s beach, Sajek’s clouds: this winter, ৳300 off.',
    summaryBn: 'সিলেটের চা-বাগান, কক্সবাজারের সৈকত, সাজেকের মেঘ: এই শীতে ভাড়ায় ৳৩০০ ছাড়।',
    bodyEn:
      '<p>Winter is the season for the road. Use code <strong>WINTER300</strong> on any intercity or round trip and take ৳300 off.</p><p>Round trips keep your driver with you for the days you choose, so a weekend in Sreemangal or three days by the sea need only one booking.</p>',
    bodyBn:
      '<p>শীত মানেই বেড়ানোর মৌসুম। যেকোনো আন্তঃজেলা বা রাউন্ড ট্রিপে <strong>WINTER300</strong> কোড দিয়ে ৳৩০০ ছাড় নিন।</p><p>রাউন্ড ট্রিপে যে কদিন চান চালক আপনার সঙ্গেই থাকেন, তাই শ্রীমঙ্গলে এক সপ্তাহান্ত বা সমুদ্রের ধারে তিন দিনের জন্য একটিই বুকিং যথেষ্ট।</p>',
    ...promoTerms('WINTER300', '300', '৩০০', '31 January 2027', '৩১ জানুয়ারি ২০২৭'),
    promo: { code: 'WINTER300', amountOff: 300 },
    faqs: [
      howToUse,
      {
        questionEn: 'Does it work for hourly rentals in Dhaka?',
        questionBn: 'ঢাকায় ঘণ্টাভিত্তিক ভাড়ায় কি চলবে?',
        answerEn: 'Yes, on every trip type, though it is meant for trips out of town.',
        answerBn: 'হ্যাঁ, সব ধরনের ট্রিপেই চলবে, যদিও অফারটি মূলত শহরের বাইরের যাত্রার জন্য।',
      },
      cancelled,
      carTypes,
    ],
  },
  {
    id: 2,
    slug: 'airport-pickup-150',
    categoryId: 2,
    publishedAt: '2026-09-01T00:00:00Z',
    startsAt: '2026-09-01T00:00:00Z',
    endsAt: '2026-12-31T17:59:00Z',
    titleEn: 'Airport pickups: ৳150 off, and we wait if you are late',
    titleBn: 'এয়ারপোর্ট পিকআপে ৳১৫০ ছাড়, ফ্লাইট দেরি হলেও আমরা অপেক্ষা করি',
    summaryEn: 'Landing at Hazrat Shahjalal? Your car is waiting, ৳150 cheaper.',
    summaryBn: 'হযরত শাহজালালে নামছেন? আপনার গাড়ি অপেক্ষায়, ৳১৫০ কম ভাড়ায়।',
    bodyEn:
      '<p>Book an airport pickup with code <strong>FLY150</strong>. Add your flight number and your driver follows your landing time.</p>',
    bodyBn:
      '<p><strong>FLY150</strong> কোড দিয়ে এয়ারপোর্ট পিকআপ বুক করুন। ফ্লাইট নম্বর দিলে চালক আপনার নামার সময় অনুযায়ী আসবেন।</p>',
    ...promoTerms('FLY150', '150', '১৫০', '31 December 2026', '৩১ ডিসেম্বর ২০২৬'),
    promo: { code: 'FLY150', amountOff: 150 },
    faqs: [
      howToUse,
      {
        questionEn: 'What if my flight lands late?',
        questionBn: 'ফ্লাইট দেরিতে নামলে কী হবে?',
        answerEn: 'Your driver waits, and you pay nothing extra for the wait.',
        answerBn: 'চালক অপেক্ষা করবেন, অপেক্ষার জন্য বাড়তি কিছু দিতে হবে না।',
      },
      cancelled,
    ],
  },
  {
    id: 3,
    slug: 'gp-star-rides',
    categoryId: 3,
    publishedAt: '2026-10-15T00:00:00Z',
    startsAt: '2026-10-15T00:00:00Z',
    endsAt: '2027-03-31T17:59:00Z',
    gpLoyalty: true,
    titleEn: 'For GP STAR customers: a better ride',
    titleBn: 'জিপি স্টার গ্রাহকদের জন্য: আরও ভালো যাত্রা',
    summaryEn: 'Grameenphone STAR customers check their number and get a priority discount.',
    summaryBn: 'গ্রামীণফোন স্টার গ্রাহকেরা নম্বর যাচাই করে অগ্রাধিকার ছাড় পাবেন।',
    bodyEn:
      '<p>Are you a Grameenphone STAR customer? Check your number below. Eligible customers get a discount on their trips with Pothik until the end of March.</p>',
    bodyBn:
      '<p>আপনি কি গ্রামীণফোন স্টার গ্রাহক? নিচে আপনার নম্বর যাচাই করুন। যোগ্য গ্রাহকেরা মার্চের শেষ পর্যন্ত পথিকের ট্রিপে ছাড় পাবেন।</p>',
    termsEn:
      '<ul><li>Only for numbers on the GP STAR programme on the day of the trip.</li><li>One discounted trip per number per month.</li><li>The discount depends on the STAR tier and is shown when you check.</li><li>Pothik and Grameenphone may change or end the offer.</li></ul>',
    termsBn:
      '<ul><li>ট্রিপের দিনে জিপি স্টার প্রোগ্রামে থাকা নম্বরের জন্যই প্রযোজ্য।</li><li>প্রতি নম্বরে মাসে একটি ছাড়ের ট্রিপ।</li><li>ছাড়ের পরিমাণ স্টার স্তরের ওপর নির্ভর করে, যাচাই করলে দেখা যাবে।</li><li>পথিক ও গ্রামীণফোন অফারটি বদলাতে বা শেষ করতে পারে।</li></ul>',
    faqs: [
      {
        questionEn: 'How do I know if I am eligible?',
        questionBn: 'আমি যোগ্য কি না, কীভাবে জানব?',
        answerEn: 'Enter your Grameenphone number in the check on this page.',
        answerBn: 'এই পাতার যাচাইয়ের ঘরে আপনার গ্রামীণফোন নম্বর লিখুন।',
      },
      {
        questionEn: 'Can I use it with another code?',
        questionBn: 'অন্য কোডের সঙ্গে কি ব্যবহার করা যাবে?',
        answerEn: 'No, one offer per trip.',
        answerBn: 'না, প্রতি ট্রিপে একটি অফার।',
      },
      carTypes,
    ],
  },
  {
    id: 4,
    slug: 'office-commute-hourly',
    categoryId: 4,
    publishedAt: '2026-06-01T00:00:00Z',
    startsAt: '2026-06-01T00:00:00Z',
    endsAt: '2026-12-31T17:59:00Z',
    titleEn: 'For companies: cars by the hour for your team',
    titleBn: 'প্রতিষ্ঠানের জন্য: আপনার দলের জন্য ঘণ্টাভিত্তিক গাড়ি',
    summaryEn: 'Client visits, site inspections and airport runs on one monthly invoice.',
    summaryBn: 'ক্লায়েন্ট ভিজিট, সাইট পরিদর্শন আর এয়ারপোর্টে আনা-নেওয়া, এক মাসিক বিলে।',
    bodyEn:
      '<p>Book cars by the hour for your staff and pay once a month. Write to us from the Business page and our corporate team will call you within a working day.</p>',
    bodyBn:
      '<p>কর্মীদের জন্য ঘণ্টাভিত্তিক গাড়ি বুক করুন, বিল দিন মাসে একবার। বিজনেস পাতা থেকে আমাদের লিখুন, এক কর্মদিবসের মধ্যে আমাদের কর্পোরেট দল আপনাকে ফোন করবে।</p>',
    termsEn:
      '<ul><li>For registered companies with a trade licence.</li><li>Monthly invoice with trip-by-trip details.</li><li>Rates are agreed in the contract.</li><li>Either side may end the arrangement with 30 days’ notice.</li></ul>',
    termsBn:
      '<ul><li>ট্রেড লাইসেন্সধারী নিবন্ধিত প্রতিষ্ঠানের জন্য।</li><li>প্রতিটি ট্রিপের বিবরণসহ মাসিক বিল।</li><li>ভাড়ার হার চুক্তিতে ঠিক হবে।</li><li>৩০ দিনের নোটিশে যেকোনো পক্ষ চুক্তি শেষ করতে পারে।</li></ul>',
    faqs: [
      {
        questionEn: 'Is there a minimum number of trips?',
        questionBn: 'সর্বনিম্ন কতটি ট্রিপ লাগবে?',
        answerEn: 'No minimum; you pay for the hours you use.',
        answerBn: 'কোনো সর্বনিম্ন সংখ্যা নেই; যত ঘণ্টা ব্যবহার করবেন, তত ঘণ্টার বিল।',
      },
      {
        questionEn: 'Can staff book their own trips?',
        questionBn: 'কর্মীরা কি নিজেরাই ট্রিপ বুক করতে পারবেন?',
        answerEn: 'Yes, with their own phone numbers, billed to the company.',
        answerBn: 'হ্যাঁ, নিজেদের ফোন নম্বর দিয়ে; বিল যাবে প্রতিষ্ঠানের নামে।',
      },
      {
        questionEn: 'Which areas do you cover?',
        questionBn: 'কোন কোন এলাকায় সেবা দেন?',
        answerEn: 'All 64 districts for intercity trips; hourly rentals in Dhaka, Chattogram and Sylhet.',
        answerBn: 'আন্তঃজেলা ট্রিপে ৬৪ জেলাতেই; ঘণ্টাভিত্তিক ভাড়া ঢাকা, চট্টগ্রাম ও সিলেটে।',
      },
    ],
  },
  {
    id: 5,
    slug: 'puja-2025',
    categoryId: 1,
    publishedAt: '2025-09-20T00:00:00Z',
    startsAt: '2025-09-20T00:00:00Z',
    endsAt: '2025-10-05T17:59:00Z',
    titleEn: 'Durga Puja 2025: ৳250 off to visit the mandaps',
    titleBn: 'দুর্গাপূজা ২০২৫: মণ্ডপ দর্শনে ৳২৫০ ছাড়',
    summaryEn: 'Hourly cars to go from mandap to mandap with the family.',
    summaryBn: 'পরিবার নিয়ে মণ্ডপ থেকে মণ্ডপে ঘুরতে ঘণ্টাভিত্তিক গাড়ি।',
    bodyEn:
      '<p>Book a car by the hour with code <strong>PUJA250</strong> and visit the mandaps together.</p>',
    bodyBn: '<p><strong>PUJA250</strong> কোড দিয়ে ঘণ্টাভিত্তিক গাড়ি বুক করুন, সবাই মিলে মণ্ডপ ঘুরে দেখুন।</p>',
    ...promoTerms('PUJA250', '250', '২৫০', '5 October 2025', '৫ অক্টোবর ২০২৫'),
    promo: { code: 'PUJA250', amountOff: 250 },
    faqs: [howToUse, cancelled, carTypes],
  },
  {
    id: 6,
    slug: 'pohela-boishakh-1434',
    categoryId: 1,
    publishedAt: '2026-11-20T00:00:00Z',
    startsAt: '2027-04-10T00:00:00Z',
    endsAt: '2027-04-20T17:59:00Z',
    titleEn: 'Pohela Boishakh 1434: celebrate the new year on the road',
    titleBn: 'পহেলা বৈশাখ ১৪৩৪: নতুন বছর উদযাপন হোক পথে',
    summaryEn: 'A new-year offer for trips in the week of Pohela Boishakh.',
    summaryBn: 'পহেলা বৈশাখের সপ্তাহের ট্রিপে নববর্ষের অফার।',
    bodyEn:
      '<p>Start the Bangla new year with a trip home or to the fairs. Code <strong>BOISHAKH34</strong> takes ৳200 off.</p>',
    bodyBn: '<p>বাংলা নববর্ষ শুরু হোক বাড়ি ফেরা বা মেলায় যাওয়া দিয়ে। <strong>BOISHAKH34</strong> কোডে ৳২০০ ছাড়।</p>',
    ...promoTerms('BOISHAKH34', '200', '২০০', '20 April 2027', '২০ এপ্রিল ২০২৭'),
    promo: { code: 'BOISHAKH34', amountOff: 200 },
    faqs: [howToUse, cancelled, carTypes],
  },
  {
    id: 7,
    slug: 'eid-ul-adha-2026',
    categoryId: 1,
    publishedAt: '2026-05-10T00:00:00Z',
    startsAt: '2026-05-10T00:00:00Z',
    endsAt: '2026-06-05T17:59:00Z',
    titleEn: 'Eid-ul-Adha 2026: a microbus for the whole family',
    titleBn: 'ঈদুল আজহা ২০২৬: পুরো পরিবারের জন্য একটি মাইক্রোবাস',
    summaryEn: '৳400 off microbus and hiace trips for Eid-ul-Adha.',
    summaryBn: 'ঈদুল আজহায় মাইক্রোবাস আর হাইএস ট্রিপে ৳৪০০ ছাড়।',
    bodyEn:
      '<p>Eight seats, one fare, your door to your village. Code <strong>ADHA400</strong> takes ৳400 off.</p>',
    bodyBn: '<p>আট আসন, এক ভাড়া, আপনার দরজা থেকে গ্রামের বাড়ি। <strong>ADHA400</strong> কোডে ৳৪০০ ছাড়।</p>',
    ...promoTerms('ADHA400', '400', '৪০০', '5 June 2026', '৫ জুন ২০২৬'),
    promo: { code: 'ADHA400', amountOff: 400 },
    faqs: [howToUse, cancelled, carTypes],
  },
];

/** The site's own FAQ (`get/faq/general`). */
export const generalFaqs: SeedFaq[] = [
  {
    questionEn: 'How does bidding work?',
    questionBn: 'বিডিং কীভাবে কাজ করে?',
    answerEn:
      'You request a trip and see our estimate. Drivers near you offer their fares within minutes; you compare their ratings and fares and accept the one you like.',
    answerBn:
      'আপনি ট্রিপের অনুরোধ করেন আর আমাদের আনুমানিক ভাড়া দেখেন। কয়েক মিনিটের মধ্যে কাছের চালকেরা তাঁদের ভাড়া জানান; রেটিং আর ভাড়া মিলিয়ে যেটি পছন্দ, সেটি গ্রহণ করেন।',
  },
  {
    questionEn: 'How do I pay?',
    questionBn: 'ভাড়া কীভাবে দেব?',
    answerEn: 'Pay the driver in cash or by bKash at the end of the trip. The fare is the one you accepted.',
    answerBn: 'যাত্রা শেষে চালককে নগদে বা বিকাশে ভাড়া দিন। ভাড়া সেটিই, যেটিতে আপনি রাজি হয়েছিলেন।',
  },
  {
    questionEn: 'Can I cancel?',
    questionBn: 'বাতিল করা যাবে?',
    answerEn:
      'Yes. Until two hours before pickup you cancel in the app at no cost. Closer to the pickup you send a cancellation request and our team answers it.',
    answerBn:
      'হ্যাঁ। পিকআপের দুই ঘণ্টা আগে পর্যন্ত অ্যাপ থেকেই বিনা খরচে বাতিল করতে পারবেন। এর পরে বাতিলের অনুরোধ পাঠাতে হয়, আমাদের দল তার উত্তর দেয়।',
  },
  {
    questionEn: 'Do you pick up from the airport?',
    questionBn: 'বিমানবন্দর থেকে পিকআপ করেন?',
    answerEn:
      'Yes, from Dhaka, Chattogram and Sylhet airports. Add your flight number and the driver follows your landing.',
    answerBn: 'হ্যাঁ, ঢাকা, চট্টগ্রাম ও সিলেট বিমানবন্দর থেকে। ফ্লাইট নম্বর দিলে চালক আপনার নামার সময় অনুযায়ী আসবেন।',
  },
  {
    questionEn: 'Can I rent a car by the hour?',
    questionBn: 'ঘণ্টা হিসেবে গাড়ি ভাড়া নেওয়া যায়?',
    answerEn:
      'Yes. Choose Hourly on the home page, pick the hours, and the driver stays with you for that time.',
    answerBn: 'হ্যাঁ। হোম পেজে ঘণ্টাভিত্তিক বেছে নিন, কত ঘণ্টা লাগবে দিন; সেই সময়টুকু চালক আপনার সঙ্গেই থাকবেন।',
  },
  {
    questionEn: 'Who are the drivers?',
    questionBn: 'চালক কারা?',
    answerEn:
      'Professional drivers whose licence, national ID and car papers we check before they can bid. Passengers rate every trip.',
    answerBn:
      'পেশাদার চালক, যাঁদের লাইসেন্স, জাতীয় পরিচয়পত্র আর গাড়ির কাগজ যাচাই করার পরেই তাঁরা বিড করতে পারেন। যাত্রীরা প্রতিটি ট্রিপে রেটিং দেন।',
  },
];
