module.exports = require('../scripts/jest/create-config.cjs')({ rootDir: __dirname });
