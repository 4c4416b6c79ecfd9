import webpack from 'webpack';

/** Runs one webpack build of `config` and gives its stats (errors in them, not thrown). */
export function webpackBuild(config: webpack.Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    webpack(config).run((error, stats) => {
      if (error) reject(error);
      else if (!stats) reject(new Error('no stats'));
      else resolve(stats);
    });
  });
}
