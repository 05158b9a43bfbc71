#!/bin/sh
cp assets/agent.plist ~/Library/LaunchAgents/com.clock.agent.plist
launchctl load ~/Library/LaunchAgents/com.clock.agent.plist
