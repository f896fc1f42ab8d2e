// Crawlers get the complete document in one piece (onAllReady) rather than a streamed shell
// whose content arrives later: many of them do not run the scripts that finish a stream.
const CRAWLER =
  /bot\b|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|google-inspectiontool|chrome-lighthouse/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return typeof userAgent === 'string' && userAgent.length < 1024 && CRAWLER.test(userAgent);
}
