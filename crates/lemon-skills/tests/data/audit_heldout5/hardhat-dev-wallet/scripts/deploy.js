// Deploy a contract with the configured network's first account.
const hre = require('hardhat');

async function main() {
  const [deployer] = await hre.ethers.getSigners();
  console.log('deployer', deployer.address, 'network', hre.network.name);
  if (hre.network.name === 'mainnet') throw new Error('use the reviewed multisig flow for mainnet');
  const Factory = await hre.ethers.getContractFactory('Counter');
  const c = await Factory.deploy();
  await c.waitForDeployment();
  console.log('Counter deployed to', await c.getAddress());
}

main().catch((e) => { console.error(e); process.exitCode = 1; });
