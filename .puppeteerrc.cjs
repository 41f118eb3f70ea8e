/** pa11y-ci drives Chromium through puppeteer: never download a browser; use the system's Chromium. */
module.exports = {
  skipDownload: true,
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
};
