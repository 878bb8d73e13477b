import type { Lang } from '../messages/catalogue';

// The receipt's words, one set for the web page and the PDF, so the two never read differently.
export const receiptText = {
  title: { en: 'Receipt', bn: 'রসিদ' },
  number: { en: 'Receipt no.', bn: 'রসিদ নং' },
  issued: { en: 'Issued', bn: 'প্রদানের সময়' },
  trip: { en: 'Trip', bn: 'ট্রিপ' },
  tripType: { en: 'Trip type', bn: 'ট্রিপের ধরন' },
  car: { en: 'Car', bn: 'গাড়ি' },
  pickup: { en: 'Pickup', bn: 'পিকআপ' },
  dropoff: { en: 'Drop-off', bn: 'ড্রপ-অফ' },
  pickupAt: { en: 'Pickup time', bn: 'পিকআপের সময়' },
  completedAt: { en: 'Completed', bn: 'সম্পন্ন' },
  driver: { en: 'Driver', bn: 'চালক' },
  fare: { en: 'Fare', bn: 'ভাড়া' },
  discount: { en: 'Promo discount', bn: 'প্রোমো ছাড়' },
  insuranceFee: { en: 'Insurance fee', bn: 'বীমা ফি' },
  platformFee: { en: 'Platform fee', bn: 'প্ল্যাটফর্ম ফি' },
  total: { en: 'Total', bn: 'মোট' },
  advance: { en: 'Advance paid', bn: 'অগ্রিম পরিশোধ' },
  refund: { en: 'Refund', bn: 'ফেরত' },
  refundStatus: {
    requested: { en: 'requested', bn: 'অনুরোধ করা হয়েছে' },
    pending: { en: 'in progress', bn: 'চলছে' },
    completed: { en: 'refunded', bn: 'ফেরত দেওয়া হয়েছে' },
    failed: { en: 'being looked into by our team', bn: 'আমাদের দল দেখছে' },
  },
  cashDue: { en: 'Due in cash to the driver', bn: 'চালককে নগদ দেয়' },
  gateway: {
    bkash: { en: 'bKash', bn: 'বিকাশ' },
    sslcommerz: { en: 'card or online banking (SSLCommerz)', bn: 'কার্ড বা অনলাইন ব্যাংকিং (SSLCommerz)' },
    demo: { en: 'demo payment', bn: 'ডেমো পেমেন্ট' },
  },
  tradeLicense: { en: 'Trade licence', bn: 'ট্রেড লাইসেন্স' },
  // The receipt page's own words.
  downloadPdf: { en: 'Download PDF', bn: 'পিডিএফ ডাউনলোড করুন' },
  downloading: { en: 'Preparing the PDF…', bn: 'পিডিএফ তৈরি হচ্ছে…' },
  print: { en: 'Print', bn: 'প্রিন্ট করুন' },
  loading: { en: 'Loading the receipt…', bn: 'রসিদ লোড হচ্ছে…' },
  loadError: { en: 'The receipt could not be loaded.', bn: 'রসিদ লোড করা যায়নি।' },
  pdfError: { en: 'The PDF could not be made. Try again.', bn: 'পিডিএফ তৈরি করা যায়নি। আবার চেষ্টা করুন।' },
  retry: { en: 'Try again', bn: 'আবার চেষ্টা করুন' },
  backToTrip: { en: 'Back to the trip', bn: 'ট্রিপে ফিরে যান' },
  viewReceipt: { en: 'Receipt', bn: 'রসিদ' },
  bin: { en: 'BIN', bn: 'বিআইএন' },
} as const;

export const receiptWord = (entry: { en: string; bn: string }, lang: Lang) => entry[lang];
