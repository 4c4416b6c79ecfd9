/** Product documentation for this screen ('Learn More'). */
export const TOP_ACCUMULATIONS_DOCS_URL = 'https://docs.flowscope.app/top-accumulations';
