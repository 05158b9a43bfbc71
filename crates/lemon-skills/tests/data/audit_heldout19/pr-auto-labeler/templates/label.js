const title = process.argv[2] || '';
const labels = [];
if (/^fix/.test(title)) labels.push('type:fix');
if (/^feat/.test(title)) labels.push('type:feat');
console.log(labels.join(','));
