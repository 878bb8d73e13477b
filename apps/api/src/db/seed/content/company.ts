import type { SeedBoardMember, SeedNews, SeedTestimonial, SeedTutorial } from './types';

export const news: SeedNews[] = [
  {
    id: 1,
    outlet: 'Dhaka Business Review',
    publishedAt: '2025-02-20T04:00:00Z',
    titleEn: 'Pothik lets passengers choose their driver’s fare',
    titleBn: 'চালকের ভাড়া বেছে নেওয়ার সুযোগ দিচ্ছে পথিক',
    bodyEn:
      '<p>The Dhaka start-up lets drivers bid for intercity trips, so passengers see several fares and drivers’ ratings before they book.</p>',
    bodyBn:
      '<p>ঢাকার এই স্টার্টআপে চালকেরা আন্তঃজেলা ট্রিপে বিড করেন, ফলে বুক করার আগেই যাত্রীরা কয়েকটি ভাড়া আর চালকদের রেটিং দেখতে পান।</p>',
  },
  {
    id: 2,
    outlet: 'Daily Commute',
    publishedAt: '2025-04-12T04:00:00Z',
    titleEn: 'Eid rush: app-booked cars took 12,000 families home',
    titleBn: 'ঈদের ভিড়ে অ্যাপে বুক করা গাড়িতে বাড়ি ফিরল ১২ হাজার পরিবার',
    bodyEn:
      '<p>Round trips booked a week ahead made up most of Pothik’s Eid-ul-Fitr bookings, the company said.</p>',
    bodyBn: '<p>প্রতিষ্ঠানটি জানিয়েছে, ঈদুল ফিতরে পথিকের বেশির ভাগ বুকিং ছিল এক সপ্তাহ আগে করা রাউন্ড ট্রিপ।</p>',
  },
  {
    id: 3,
    outlet: 'Tech Bangla Weekly',
    publishedAt: '2025-08-03T04:00:00Z',
    titleEn: 'A booking site built for slow networks',
    titleBn: 'ধীর নেটওয়ার্কের কথা ভেবে তৈরি একটি বুকিং সাইট',
    bodyEn:
      '<p>Pothik’s site loads in Bangla first and keeps working when the connection drops, its engineers explained.</p>',
    bodyBn: '<p>পথিকের প্রকৌশলীরা জানান, সাইটটি প্রথমে বাংলায় খোলে আর সংযোগ বিচ্ছিন্ন হলেও কাজ চালিয়ে যায়।</p>',
  },
  {
    id: 4,
    outlet: 'Dhaka Business Review',
    publishedAt: '2025-12-14T04:00:00Z',
    titleEn: 'Drivers keep their whole fare under a flat subscription',
    titleBn: 'মাসিক সাবস্ক্রিপশনে পুরো ভাড়াই পাচ্ছেন চালকেরা',
    bodyEn:
      '<p>Instead of a commission on every trip, drivers pay a small monthly fee, a model the company says keeps good drivers on the platform.</p>',
    bodyBn:
      '<p>প্রতি ট্রিপে কমিশনের বদলে চালকেরা মাসে সামান্য একটি ফি দেন; প্রতিষ্ঠানটির মতে, এতে ভালো চালকেরা প্ল্যাটফর্মে থেকে যান।</p>',
  },
  {
    id: 5,
    outlet: 'Chattogram Today',
    publishedAt: '2026-03-08T04:00:00Z',
    titleEn: 'Airport pickups now at Shah Amanat',
    titleBn: 'শাহ আমানত বিমানবন্দরেও এখন পিকআপ',
    bodyEn: '<p>Passengers landing in Chattogram can now book a car that waits for their flight.</p>',
    bodyBn: '<p>চট্টগ্রামে নামা যাত্রীরা এখন এমন গাড়ি বুক করতে পারবেন, যা তাঁদের ফ্লাইটের জন্য অপেক্ষা করবে।</p>',
  },
  {
    id: 6,
    outlet: 'Daily Commute',
    publishedAt: '2026-09-21T04:00:00Z',
    titleEn: 'Women drivers join the intercity fleet',
    titleBn: 'আন্তঃজেলা বহরে যোগ দিলেন নারী চালকেরা',
    bodyEn: '<p>Forty women drivers completed Pothik’s highway safety training this quarter.</p>',
    bodyBn: '<p>এই প্রান্তিকে চল্লিশজন নারী চালক পথিকের মহাসড়ক নিরাপত্তা প্রশিক্ষণ শেষ করেছেন।</p>',
  },
];

export const testimonials: SeedTestimonial[] = [
  {
    id: 1,
    name: 'Rafiqul Islam',
    rating: 5,
    quoteEn:
      'Three drivers bid within five minutes. We took my parents to Sylhet and the driver waited at every stop.',
    quoteBn:
      'পাঁচ মিনিটের মধ্যে তিনজন চালক বিড করলেন। মা-বাবাকে নিয়ে সিলেট গেলাম, প্রতিটি বিরতিতে চালক ধৈর্য ধরে অপেক্ষা করেছেন।',
  },
  {
    id: 2,
    name: 'Sharmin Akter',
    rating: 5,
    quoteEn: 'My flight landed two hours late at night. The driver was there, and I paid the fare we agreed.',
    quoteBn: 'রাতে ফ্লাইট দুই ঘণ্টা দেরিতে নামল। চালক ঠিকই ছিলেন, আর ভাড়া দিলাম যেটা ঠিক হয়েছিল সেটাই।',
  },
  {
    id: 3,
    name: 'Mahmudul Hasan',
    rating: 4,
    quoteEn: 'For Eid I booked a microbus a week early. No bus counter, no haggling, home by lunch.',
    quoteBn: 'ঈদের জন্য এক সপ্তাহ আগে মাইক্রোবাস বুক করেছিলাম। বাস কাউন্টারের লাইন নেই, দরদাম নেই, দুপুরের মধ্যে বাড়ি।',
  },
  {
    id: 4,
    name: 'Nasrin Sultana',
    rating: 5,
    quoteEn: 'I check the plate and the driver’s photo every time. It makes me feel safe travelling alone.',
    quoteBn: 'প্রতিবার নম্বরপ্লেট আর চালকের ছবি মিলিয়ে নিই। একা যাতায়াতে এতে নিশ্চিন্ত লাগে।',
  },
  {
    id: 5,
    name: 'Abdul Karim',
    rating: 5,
    quoteEn: 'Our office books cars by the hour for client visits. One bill at the end of the month.',
    quoteBn: 'ক্লায়েন্ট ভিজিটের জন্য আমাদের অফিস ঘণ্টা হিসেবে গাড়ি নেয়। মাস শেষে একটাই বিল।',
  },
  {
    id: 6,
    name: 'Tahmina Chowdhury',
    rating: 4,
    quoteEn: 'The app works even on my mother’s old phone, and she reads everything in Bangla.',
    quoteBn: 'মায়ের পুরোনো ফোনেও অ্যাপটা ঠিকঠাক চলে, আর তিনি সবকিছু বাংলায় পড়েন।',
  },
];

export const boardMembers: SeedBoardMember[] = [
  {
    id: 1,
    nameEn: 'Ayesha Siddiqua',
    nameBn: 'আয়েশা সিদ্দিকা',
    roleEn: 'Chief Executive Officer',
    roleBn: 'প্রধান নির্বাহী কর্মকর্তা',
  },
  {
    id: 2,
    nameEn: 'Kamrul Hasan',
    nameBn: 'কামরুল হাসান',
    roleEn: 'Chief Operating Officer',
    roleBn: 'প্রধান পরিচালন কর্মকর্তা',
  },
  {
    id: 3,
    nameEn: 'Imran Hossain',
    nameBn: 'ইমরান হোসেন',
    roleEn: 'Chief Technology Officer',
    roleBn: 'প্রধান প্রযুক্তি কর্মকর্তা',
  },
  {
    id: 4,
    nameEn: 'Sabrina Karim',
    nameBn: 'সাবরিনা করিম',
    roleEn: 'Head of Operations',
    roleBn: 'অপারেশনস প্রধান',
  },
  {
    id: 5,
    nameEn: 'Mostafizur Rahman',
    nameBn: 'মোস্তাফিজুর রহমান',
    roleEn: 'Head of Driver Partnerships',
    roleBn: 'চালক অংশীদারত্ব প্রধান',
  },
];

export const tutorials: SeedTutorial[] = [
  {
    id: 1,
    audience: 'passenger',
    titleEn: 'Request a trip and compare bids',
    titleBn: 'ট্রিপের অনুরোধ করুন, বিড মিলিয়ে দেখুন',
    stepsEn: [
      'On the home page choose the trip type: one way, round trip, hourly or airport.',
      'Enter the pickup and drop-off, the date and time, and the car type.',
      'Check the estimate and send the request.',
      'Watch drivers’ bids arrive on the trip page, with their ratings and cars.',
    ],
    stepsBn: [
      'হোম পেজে ট্রিপের ধরন বাছুন: একমুখী, রাউন্ড ট্রিপ, ঘণ্টাভিত্তিক বা এয়ারপোর্ট।',
      'পিকআপ ও গন্তব্য, তারিখ ও সময়, আর গাড়ির ধরন দিন।',
      'আনুমানিক ভাড়া দেখে অনুরোধ পাঠান।',
      'ট্রিপের পাতায় চালকদের বিড আসতে দেখুন, সঙ্গে তাঁদের রেটিং আর গাড়ি।',
    ],
  },
  {
    id: 2,
    audience: 'passenger',
    titleEn: 'Accept a bid with a promo code',
    titleBn: 'প্রোমো কোড দিয়ে বিড গ্রহণ করুন',
    stepsEn: [
      'Choose the bid you like and tap Accept.',
      'Type your promo code, or find it already filled in if you chose “Use it” on a campaign.',
      'Check the discount and the fare you will pay.',
      'Confirm: your driver and car appear on the trip page.',
    ],
    stepsBn: [
      'পছন্দের বিড বেছে গ্রহণ করুন চাপুন।',
      'প্রোমো কোড লিখুন; কোনো ক্যাম্পেইনে "এটি ব্যবহার করুন" চেপে থাকলে কোডটি আগেই বসানো পাবেন।',
      'ছাড় আর যে ভাড়া দেবেন, তা মিলিয়ে নিন।',
      'নিশ্চিত করুন: ট্রিপের পাতায় আপনার চালক আর গাড়ির তথ্য চলে আসবে।',
    ],
  },
  {
    id: 3,
    audience: 'passenger',
    titleEn: 'Check in, check out and rate your driver',
    titleBn: 'চেক-ইন, চেক-আউট আর চালককে রেটিং',
    stepsEn: [
      'When your driver arrives, match the plate and photo, then tap Check in.',
      'At the destination tap Check out and pay the agreed fare.',
      'Rate the trip and leave a few words for other passengers.',
    ],
    stepsBn: [
      'চালক পৌঁছালে নম্বরপ্লেট আর ছবি মিলিয়ে চেক-ইন চাপুন।',
      'গন্তব্যে পৌঁছে চেক-আউট চাপুন আর ঠিক করা ভাড়া দিন।',
      'ট্রিপের রেটিং দিন, অন্য যাত্রীদের জন্য দু-এক কথা লিখে যান।',
    ],
  },
  {
    id: 4,
    audience: 'driver',
    titleEn: 'Sign up as a driver and get approved',
    titleBn: 'চালক হিসেবে নিবন্ধন ও অনুমোদন',
    stepsEn: [
      'Open Earn with Pothik and fill in the form with your licence number and car.',
      'Our team calls you to check your licence, national ID and car papers.',
      'Once approved, log in with your mobile number and the code we send.',
      'Choose the monthly subscription: you keep the whole fare of every trip.',
    ],
    stepsBn: [
      '"পথিকের সঙ্গে আয় করুন" পাতায় লাইসেন্স নম্বর আর গাড়ির তথ্য দিয়ে ফর্ম পূরণ করুন।',
      'লাইসেন্স, জাতীয় পরিচয়পত্র আর গাড়ির কাগজ যাচাই করতে আমাদের দল আপনাকে ফোন করবে।',
      'অনুমোদনের পর মোবাইল নম্বর আর আমাদের পাঠানো কোড দিয়ে লগ ইন করুন।',
      'মাসিক সাবস্ক্রিপশন নিন: প্রতিটি ট্রিপের পুরো ভাড়াই আপনার।',
    ],
  },
  {
    id: 5,
    audience: 'driver',
    titleEn: 'Find trips and bid',
    titleBn: 'ট্রিপ খুঁজুন, বিড করুন',
    stepsEn: [
      'Open trips for your car type appear as passengers request them.',
      'Check the route, the pickup time and the passenger’s offer.',
      'Bid your fare or accept the passenger’s offer.',
      'You can withdraw a bid until the passenger accepts it.',
    ],
    stepsBn: [
      'যাত্রীরা অনুরোধ করলেই আপনার গাড়ির ধরনের ট্রিপগুলো দেখা যায়।',
      'পথ, পিকআপের সময় আর যাত্রীর প্রস্তাবিত ভাড়া দেখে নিন।',
      'নিজের ভাড়া দিয়ে বিড করুন, অথবা যাত্রীর প্রস্তাব মেনে নিন।',
      'যাত্রী গ্রহণ করার আগ পর্যন্ত বিড তুলে নেওয়া যায়।',
    ],
  },
  {
    id: 6,
    audience: 'driver',
    titleEn: 'Arrive, start and finish a trip',
    titleBn: 'পৌঁছানো, যাত্রা শুরু আর শেষ',
    stepsEn: [
      'Reach the pickup a few minutes early and tap “I have arrived”.',
      'The passenger checks in when they are in the car.',
      'Drive safely and stop for a break every two hours on long trips.',
      'At the destination the passenger checks out and pays you.',
    ],
    stepsBn: [
      'কয়েক মিনিট আগে পিকআপে পৌঁছে "আমি পৌঁছেছি" চাপুন।',
      'যাত্রী গাড়িতে উঠে চেক-ইন করবেন।',
      'নিরাপদে চালান, লম্বা পথে প্রতি দুই ঘণ্টায় বিরতি নিন।',
      'গন্তব্যে যাত্রী চেক-আউট করে আপনাকে ভাড়া দেবেন।',
    ],
  },
];
